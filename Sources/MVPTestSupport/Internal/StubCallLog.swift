import Foundation
import MVPCore

/// The bookkeeping both stubs share: the calls received, pending and cancelled, what each pending
/// call is answered through (`Answer`: a completion handler or a continuation), the waits for
/// calls, the failure for answering a call that never came, and the leftovers a presenter test
/// reports.
///
/// ``AsyncStub`` and ``CallbackStub`` differ only in how a call arrives, is cancelled and is
/// answered; they run those steps inside ``locked(_:)``, so each is one atomic step.
///
/// Threading: safe from any thread; all state is guarded by one lock.
final class StubCallLog<Request: Sendable, Answer>: @unchecked Sendable {
  /// A call waiting for the test's answer.
  struct Pending {
    let number: Int
    let request: Request
    let work: WorkID?
    let answer: Answer
  }

  /// The log's state, changed only inside ``locked(_:)``.
  struct State {
    fileprivate(set) var pending: [Pending] = []
    fileprivate(set) var received: [Request] = []
    fileprivate(set) var cancelled: [Request] = []
    fileprivate(set) var cancelledNumbers: Set<Int> = []
    fileprivate var waiters: [Waiter] = []

    /// Records a call; returns its number, from 1.
    mutating func receive(_ request: Request) -> Int {
      received.append(request)
      return received.count
    }

    /// Makes a received call pending, marking its work as waiting for it in the same step, so
    /// that no answer can come before the mark.
    mutating func addPending(
      _ number: Int, _ request: Request, work: WorkID?, answer: Answer, name: String
    ) {
      if let work { TestLedger.work(work, waitsFor: Self.describe(number, request, name)) }
      pending.append(Pending(number: number, request: request, work: work, answer: answer))
    }

    /// Records the cancellation of call `number`; `false` when it was cancelled already.
    mutating func cancel(_ number: Int, _ request: Request) -> Bool {
      guard cancelledNumbers.insert(number).inserted else { return false }
      cancelled.append(request)
      return true
    }

    /// Removes and returns the pending call that `select` picks from the pending calls.
    mutating func takePending(_ select: ([Pending]) -> Int?) -> Pending? {
      select(pending).map { pending.remove(at: $0) }
    }

    static func describe(_ number: Int, _ request: Request, _ name: String) -> String {
      "\(name) call #\(number): \(request)"
    }
  }

  /// A wait for a number of calls.
  fileprivate struct Waiter {
    let isReady: (_ pending: Int, _ received: Int) -> Bool
    let continuation: CheckedContinuation<Void, Never>
  }

  /// The stub's name in failures and leftovers, for example `AsyncStub<Int, User>`.
  let name: String
  /// The presenter test the stub was made in, if any.
  let ledger = TestLedger.current
  private let lock = NSLock()
  private var state = State()

  init(name: String) {
    self.name = name
  }

  /// Runs `body` on the state under the lock, as one atomic step.
  func locked<T>(_ body: (inout State) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&state)
  }

  var requests: [Request] { locked { $0.received } }
  var pendingRequests: [Request] { locked { $0.pending.map(\.request) } }
  var cancelledRequests: [Request] { locked { $0.cancelled } }
  var pendingCalls: [(number: Int, request: Request, work: WorkID?)] {
    locked { $0.pending.map { ($0.number, $0.request, $0.work) } }
  }

  /// The text a leftover or a wait names call `number` by.
  func describe(_ number: Int, _ request: Request) -> String {
    State.describe(number, request, name)
  }

  /// The pending call at `index`, removed, or `nil` when there is none.
  func takePending(at index: Int) -> Pending? {
    locked { state in state.takePending { $0.indices.contains(index) ? index : nil } }
  }

  /// The oldest pending call whose request `isMatch` accepts, removed, or `nil`.
  func takePending(where isMatch: (Request) -> Bool) -> Pending? {
    locked { state in state.takePending { $0.firstIndex { isMatch($0.request) } } }
  }

  /// Fails the test for an answer to a call that is not pending, listing the pending ones.
  func recordMissingCall(_ missing: String, at location: FailureLocation) {
    let requests = pendingRequests
    let list = requests.isEmpty ? "" : ": " + requests.map { "\($0)" }.joined(separator: ", ")
    TestFailure.record(
      "\(name) has \(requests.count) pending calls\(list); \(missing)", at: location)
  }

  /// Suspends until `isReady` holds for the pending and received counts. Inside a presenter test
  /// it fails at once, naming `waiting`, when the calls cannot come; elsewhere it never times
  /// out.
  func wait(
    until isReady: @escaping (_ pending: Int, _ received: Int) -> Bool,
    waiting: String,
    at location: FailureLocation
  ) async {
    if let ledger {
      _ = await ledger.waitOrFail(
        until: { locked { isReady($0.pending.count, $0.received.count) } },
        waiting: "\(waiting) of \(name)",
        detail: {
          locked {
            "It received \($0.received.count) calls: \($0.pending.count) pending, "
              + "\($0.cancelledNumbers.count) cancelled."
          }
        }, at: location)
      return
    }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let now = locked { state -> Bool in
        if isReady(state.pending.count, state.received.count) { return true }
        state.waiters.append(Waiter(isReady: isReady, continuation: continuation))
        return false
      }
      if now { continuation.resume() }
    }
  }

  /// Resumes the waits the state now satisfies and tells the presenter test something changed.
  func changed() {
    let ready = locked { state -> [CheckedContinuation<Void, Never>] in
      let (pending, received) = (state.pending.count, state.received.count)
      let ready = state.waiters.filter { $0.isReady(pending, received) }
      state.waiters.removeAll { $0.isReady(pending, received) }
      return ready.map(\.continuation)
    }
    for continuation in ready { continuation.resume() }
    ledger?.changed()
  }

  /// The calls still pending, not cancelled and still awaited by their work, one leftover each. A
  /// call whose work the presenter's scope dropped (an operation that cannot be cancelled,
  /// superseded or detached) is not left over: nobody waits for its answer.
  var leftovers: [Leftover] {
    locked { state in state.pending.filter { !state.cancelledNumbers.contains($0.number) } }
      .filter { pending in pending.work.map(TestLedger.isRunning) ?? true }
      .map {
        Leftover(check: .stubCalls, text: describe($0.number, $0.request))
      }
  }
}
