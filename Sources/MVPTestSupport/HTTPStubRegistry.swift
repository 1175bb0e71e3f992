import Foundation

/// Routes requests by host to the ``HTTPStub`` that owns it, and keeps each stub's request log.
final class HTTPStubRegistry: @unchecked Sendable {
  static let shared = HTTPStubRegistry()

  // Guarded by `lock`.
  private let lock = NSLock()
  private var handlers: [String: @Sendable (HTTPStub.Request) -> HTTPStub.Answer] = [:]
  private var logs: [String: [HTTPStub.Request]] = [:]

  func register(host: String, handler: @escaping @Sendable (HTTPStub.Request) -> HTTPStub.Answer) {
    lock.lock()
    handlers[host] = handler
    logs[host] = []
    lock.unlock()
  }

  func unregister(host: String) {
    lock.lock()
    handlers[host] = nil
    logs[host] = nil
    lock.unlock()
  }

  func requests(host: String) -> [HTTPStub.Request] {
    lock.lock()
    defer { lock.unlock() }
    return logs[host] ?? []
  }

  /// Logs `request` and returns its answer; `nil` when no stub owns the host.
  func answer(_ request: HTTPStub.Request) -> HTTPStub.Answer? {
    let host = request.url.host ?? ""
    lock.lock()
    let handler = handlers[host]
    if handler != nil { logs[host, default: []].append(request) }
    lock.unlock()
    return handler?(request)
  }
}
