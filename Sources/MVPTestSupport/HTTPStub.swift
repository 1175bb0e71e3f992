import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A fake HTTP server inside the test process: a `URLSession` whose requests are answered by a
/// closure, through a `URLProtocol`, with no network.
///
/// Each stub owns a unique base URL (`https://<uuid>.stub.invalid`), so stubs in tests running in
/// parallel never see each other's requests.
///
/// ```swift
/// let server = HTTPStub { request in
///   request.url.path == "/users/1" ? .json(#"{"id": 1}"#) : .status(404)
/// }
/// let service = HTTPUserService(baseURL: server.baseURL, session: server.session)
/// ```
///
/// Threading: the handler runs on a `URLSession` thread; the stub is safe from any thread.
public final class HTTPStub: Sendable {
  /// What the fake server answers to one request.
  public enum Answer: Sendable {
    /// An HTTP response.
    ///
    /// - status: The status code, for example 200 or 404.
    /// - headers: Response headers.
    /// - body: The body bytes.
    case response(status: Int, headers: [String: String], body: Data)

    /// A transport failure, for example `.timedOut` or `.notConnectedToInternet`.
    case failure(URLError.Code)

    /// A JSON response.
    ///
    /// - Parameters:
    ///   - text: The JSON text, UTF-8 encoded as the body.
    ///   - status: The status code; defaults to 200.
    /// - Returns: The answer, with `Content-Type: application/json`.
    public static func json(_ text: String, status: Int = 200) -> Answer {
      .response(
        status: status, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// A response with an empty body.
    ///
    /// - Parameter status: The status code.
    /// - Returns: The answer.
    public static func status(_ status: Int) -> Answer {
      .response(status: status, headers: [:], body: Data())
    }
  }

  /// A request the fake server received.
  public struct Request: Sendable, Equatable {
    /// The HTTP method, for example `GET`.
    public let method: String
    /// The full URL, with its query.
    public let url: URL
    /// The request headers.
    public let headers: [String: String]
    /// The body bytes, empty when there was none (read from `httpBodyStream` where needed).
    public let body: Data

    /// The value of the query item `name`, or `nil` when absent.
    ///
    /// - Parameter name: The query item's name.
    /// - Returns: Its value.
    public func queryValue(_ name: String) -> String? {
      URLComponents(url: url, resolvingAgainstBaseURL: false)?
        .queryItems?.first { $0.name == name }?.value
    }
  }

  /// The base URL that reaches this stub; build service URLs from it.
  public let baseURL: URL

  /// A session whose requests to ``baseURL`` are answered by this stub.
  public let session: URLSession

  private let host: String

  /// Creates a fake server.
  ///
  /// - Parameter handler: Answers each request; called on a `URLSession` thread.
  public init(handler: @escaping @Sendable (Request) -> Answer) {
    host = "\(UUID().uuidString.lowercased()).stub.invalid"
    baseURL = URL(string: "https://\(host)")!
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [HTTPStubProtocol.self]
    session = URLSession(configuration: configuration)
    HTTPStubRegistry.shared.register(host: host, handler: handler)
  }

  deinit {
    HTTPStubRegistry.shared.unregister(host: host)
    session.invalidateAndCancel()
  }

  /// The requests received so far, in order.
  public var requests: [Request] {
    HTTPStubRegistry.shared.requests(host: host)
  }
}
