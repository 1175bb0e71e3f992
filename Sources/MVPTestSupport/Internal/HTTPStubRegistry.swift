import Foundation

/// Routes requests by host to the ``HTTPStubExchange`` of the ``HTTPStub`` that owns the host.
final class HTTPStubRegistry: @unchecked Sendable {
  static let shared = HTTPStubRegistry()

  // Guarded by `lock`.
  private let lock = NSLock()
  private var exchanges: [String: HTTPStubExchange] = [:]

  func register(_ exchange: HTTPStubExchange, host: String) {
    lock.lock()
    exchanges[host] = exchange
    lock.unlock()
  }

  func unregister(host: String) {
    lock.lock()
    exchanges[host] = nil
    lock.unlock()
  }

  /// The exchange that owns `host`; `nil` when no stub owns it.
  func exchange(host: String) -> HTTPStubExchange? {
    lock.lock()
    defer { lock.unlock() }
    return exchanges[host]
  }
}
