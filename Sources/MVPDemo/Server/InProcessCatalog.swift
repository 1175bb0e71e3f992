import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``CatalogServer`` reachable through HTTP inside the process: a base URL and a `URLSession`
/// whose requests to it are answered through a `URLProtocol`, with no network.
///
/// Hand ``baseURL`` and ``session`` to the features' HTTP services exactly as for a live server.
/// The server stops answering when this object is deinitialised.
///
/// Threading: safe from any thread.
public final class InProcessCatalog: HeldAnswers {
  /// The base URL that reaches the server, for example `https://catalog-1.mvp-demo.invalid`.
  public let baseURL: URL

  /// A session whose requests to ``baseURL`` the server answers.
  public let session: URLSession

  private let host: String

  /// Whether the server answers: `true` at first. While `false` the server is down: every
  /// request fails with `URLError(.cannotConnectToHost)` without reaching it, as when a server
  /// cannot be reached, which the services report as `ServiceError.unreachable`. The demo's
  /// `--offline`, `offline` and `online` set it.
  public var isAnswering: Bool {
    get { CatalogHostRegistry.shared.isAnswering(host) }
    set { CatalogHostRegistry.shared.setAnswering(newValue, for: host) }
  }

  /// Whether requests are held now (`hold`, until `release`).
  public var isHolding: Bool {
    CatalogHostRegistry.shared.isHolding(host)
  }

  /// How many requests wait unanswered now.
  public var heldCount: Int {
    CatalogHostRegistry.shared.heldCount(host)
  }

  /// The requests the server handled so far, oldest first, as `METHOD /path` (for example
  /// `PUT /users/1`); a request held and dropped, or failed while the server was down, is not
  /// one of them.
  public var handledRequests: [String] {
    CatalogHostRegistry.shared.handledRequests(host)
  }

  /// Holds every request from now on, unhandled, until ``release()`` or ``dropHeld()``.
  ///
  /// - Parameter whenHeld: Called, on any thread, each time a request starts waiting.
  public func hold(whenHeld: @escaping @Sendable () -> Void) {
    _ = CatalogHostRegistry.shared.setHolding(whenHeld, for: host)
  }

  /// Stops holding and answers every request held, oldest first, as the server answers now.
  public func release() {
    for connection in CatalogHostRegistry.shared.setHolding(nil, for: host) { connection.serve() }
  }

  /// Stops holding and fails every request held as a lost connection (a `URLError`); the
  /// server never handles them.
  public func dropHeld() {
    for connection in CatalogHostRegistry.shared.setHolding(nil, for: host) {
      connection.fail(URLError(.networkConnectionLost))
    }
  }

  /// Starts answering for `server`.
  ///
  /// - Parameter server: The contract implementation to serve.
  public init(server: CatalogServer) {
    host = CatalogHostRegistry.shared.register(server)
    var components = URLComponents()
    components.scheme = "https"
    components.host = host
    baseURL = components.url ?? URL(fileURLWithPath: "/")
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [CatalogURLProtocol.self]
    session = URLSession(configuration: configuration)
  }

  deinit {
    CatalogHostRegistry.shared.unregister(host)
    session.invalidateAndCancel()
  }
}
