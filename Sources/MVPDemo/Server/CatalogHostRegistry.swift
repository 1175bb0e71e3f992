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
  private var silentHosts: Set<String> = []
  /// The hosts that hold their requests, with what each calls when one starts waiting.
  private var holdingHosts: [String: @Sendable () -> Void] = [:]
  /// The requests held, per host, oldest first.
  private var held: [String: [CatalogURLProtocol]] = [:]
  /// The requests each host's server handled, oldest first, as `METHOD /path`.
  private var handled: [String: [String]] = [:]
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
    handled[host] = nil
    silentHosts.remove(host)
    holdingHosts[host] = nil
    let dropped = held.removeValue(forKey: host) ?? []
    lock.unlock()
    for connection in dropped { connection.fail(URLError(.networkConnectionLost)) }
  }

  /// Takes `host`'s server down or brings it back up: while down, its requests fail as when a
  /// server cannot be reached (see ``CatalogURLProtocol``).
  ///
  /// - Parameters:
  ///   - answering: Whether the server answers.
  ///   - host: A host returned by ``register(_:)``.
  func setAnswering(_ answering: Bool, for host: String) {
    lock.lock()
    if answering { silentHosts.remove(host) } else { silentHosts.insert(host) }
    lock.unlock()
  }

  /// Whether `host`'s server answers; `true` unless ``setAnswering(_:for:)`` took it down.
  ///
  /// - Parameter host: A request's host.
  /// - Returns: Whether requests to it reach the server.
  func isAnswering(_ host: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return !silentHosts.contains(host)
  }

  /// Answers `request` with `host`'s server and keeps what the request changed (an edited user),
  /// in one step, so two requests never lose each other's change.
  ///
  /// - Parameters:
  ///   - request: The request.
  ///   - host: Its host.
  /// - Returns: The answer, or `nil` when no server is registered for `host`.
  func respond(to request: APIRequest, host: String) -> APIResponse? {
    lock.lock()
    defer { lock.unlock() }
    guard let server = servers[host] else { return nil }
    handled[host, default: []].append(
      "\(request.method) /\(request.path.joined(separator: "/"))")
    let answer = server.respond(to: request)
    if (200..<300).contains(answer.status) { servers[host] = server.keeping(request) }
    return answer
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

  // MARK: Holding answers

  /// Makes `host` hold its requests (`holding` is the call made each time one starts waiting),
  /// or stop holding (`nil`), handing back what it held.
  ///
  /// - Parameters:
  ///   - holding: Called, on any thread, each time a request starts waiting; `nil` to stop.
  ///   - host: A host returned by ``register(_:)``.
  /// - Returns: The requests held until now, oldest first, when it stops holding; empty
  ///   otherwise.
  func setHolding(_ holding: (@Sendable () -> Void)?, for host: String) -> [CatalogURLProtocol] {
    withLock {
      holdingHosts[host] = holding
      return holding == nil ? held.removeValue(forKey: host) ?? [] : []
    }
  }

  /// Whether `host` holds its requests now.
  ///
  /// - Parameter host: A host returned by ``register(_:)``.
  func isHolding(_ host: String) -> Bool {
    withLock { holdingHosts[host] != nil }
  }

  /// How many requests `host` holds now.
  ///
  /// - Parameter host: A host returned by ``register(_:)``.
  func heldCount(_ host: String) -> Int {
    withLock { held[host]?.count ?? 0 }
  }

  /// Keeps `connection` waiting when `host` holds its requests.
  ///
  /// - Parameters:
  ///   - connection: The request, not answered yet.
  ///   - host: Its host.
  /// - Returns: Whether it was held (the caller then answers nothing now).
  func holdIfHolding(_ connection: CatalogURLProtocol, host: String) -> Bool {
    let whenHeld: (@Sendable () -> Void)? = withLock {
      guard let whenHeld = holdingHosts[host] else { return nil }
      held[host, default: []].append(connection)
      return whenHeld
    }
    whenHeld?()
    return whenHeld != nil
  }

  /// The requests `host`'s server handled so far, oldest first, as `METHOD /path` (for example
  /// `PUT /users/1`): not those it held and never answered, nor those that failed before reaching
  /// it.
  ///
  /// - Parameter host: A host returned by ``register(_:)``.
  func handledRequests(_ host: String) -> [String] {
    withLock { handled[host] ?? [] }
  }

  /// Forgets a held request that its session stopped (a cancelled read).
  ///
  /// - Parameter connection: The request.
  func forgetHeld(_ connection: CatalogURLProtocol) {
    withLock {
      for host in held.keys { held[host]?.removeAll { $0 === connection } }
    }
  }

  private func withLock<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
