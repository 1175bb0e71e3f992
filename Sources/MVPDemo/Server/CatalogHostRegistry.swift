import Foundation

/// Which ``CatalogServer`` answers which in-process host; lets several catalogues (for example in
/// tests running in parallel) share the one `URLProtocol` class.
///
/// Threading: safe from any thread.
final class CatalogHostRegistry: @unchecked Sendable {
  /// The registry ``CatalogURLProtocol`` consults.
  static let shared = CatalogHostRegistry()

  /// The domain every in-process catalogue host ends with.
  static let domain = ".mvp-demo.invalid"

  // Guarded by `lock`.
  private let lock = NSLock()
  private var servers: [String: CatalogServer] = [:]
  private var nextNumber = 1

  /// Registers `server` under a new host name.
  ///
  /// - Parameter server: The server to answer for the host.
  /// - Returns: The host, for example `catalog-1.mvp-demo.invalid` (`.invalid` never resolves,
  ///   so a request that escapes the protocol fails instead of leaving the machine).
  func register(_ server: CatalogServer) -> String {
    lock.lock()
    defer { lock.unlock() }
    let host = "catalog-\(nextNumber)\(Self.domain)"
    nextNumber += 1
    servers[host] = server
    return host
  }

  /// Forgets `host`; its requests then fail as unreachable.
  ///
  /// - Parameter host: A host returned by ``register(_:)``.
  func unregister(_ host: String) {
    lock.lock()
    servers[host] = nil
    lock.unlock()
  }

  /// The server for `host`, or `nil`.
  ///
  /// - Parameter host: A request's host.
  /// - Returns: The registered server.
  func server(for host: String) -> CatalogServer? {
    lock.lock()
    defer { lock.unlock() }
    return servers[host]
  }
}
