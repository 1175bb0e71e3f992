import Foundation

/// What one ``HTTPStub`` received and holds: its handler, its request log, the requests held open
/// and the held requests the client cancelled.
///
/// Threading: safe from any thread.
final class HTTPStubExchange: @unchecked Sendable {
  private struct Waiter {
    let isReady: (_ held: Int, _ cancelled: Int) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  private let handler: @Sendable (HTTPStub.Request) -> HTTPStub.Answer
  // Guarded by `lock`.
  private let lock = NSLock()
  private var log: [HTTPStub.Request] = []
  private var held: [HeldConnection] = []
  private var cancelled: [HTTPStub.Request] = []
  private var waiters: [Waiter] = []
  /// Tells the presenter test the stub was created in about changes.
  private let onChange: @Sendable () -> Void

  init(
    handler: @escaping @Sendable (HTTPStub.Request) -> HTTPStub.Answer,
    onChange: @escaping @Sendable () -> Void
  ) {
    self.handler = handler
    self.onChange = onChange
  }

  var requests: [HTTPStub.Request] { locked { log } }
  var pendingRequests: [HTTPStub.Request] { locked { held.map(\.request) } }
  var cancelledRequests: [HTTPStub.Request] { locked { cancelled } }

  /// Logs `request` and answers it, or holds `connection` open when the handler says so.
  func receive(_ request: HTTPStub.Request, on connection: HTTPStubProtocol) {
    let number = locked { () -> Int in
      log.append(request)
      return log.count
    }
    let answer = handler(request)
    if case .hold = answer {
      locked {
        held.append(HeldConnection(number: number, request: request, connection: connection))
      }
      changed()
    } else {
      connection.deliver(answer)
    }
  }

  /// The client gave up on `connection` (`stopLoading`): a request held for it is cancelled.
  func stop(_ connection: HTTPStubProtocol) {
    let stopped = locked { () -> Bool in
      guard let index = held.firstIndex(where: { $0.connection === connection }) else {
        return false
      }
      cancelled.append(held.remove(at: index).request)
      return true
    }
    if stopped { changed() }
  }

  /// Removes and returns the held request at `index`, oldest first.
  func release(at index: Int) -> HeldConnection? {
    let connection = locked { held.indices.contains(index) ? held.remove(at: index) : nil }
    if connection != nil { changed() }
    return connection
  }

  /// Suspends until `isReady` holds for the counts of held and cancelled requests.
  func wait(until isReady: @escaping (_ held: Int, _ cancelled: Int) -> Bool) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = locked { () -> Bool in
        if isReady(held.count, cancelled.count) { return true }
        waiters.append(Waiter(isReady: isReady, continuation: continuation))
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Whether `isReady` holds now.
  func check(_ isReady: (_ held: Int, _ cancelled: Int) -> Bool) -> Bool {
    locked { isReady(held.count, cancelled.count) }
  }

  private func changed() {
    let ready = locked { () -> [CheckedContinuation<Void, Never>] in
      let ready = waiters.filter { $0.isReady(held.count, cancelled.count) }
      waiters.removeAll { $0.isReady(held.count, cancelled.count) }
      return ready.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
    onChange()
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
