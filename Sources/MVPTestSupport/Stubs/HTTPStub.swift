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
/// A handler that answers ``Answer/hold`` keeps the request open, pending: the client waits, the
/// test answers it later with ``answer(at:with:fileID:filePath:line:column:)``, or the client
/// cancels it, which the stub records in ``cancelledRequests``. That is how a test cancels a
/// request in flight over a real `URLSession`:
///
/// ```swift
/// let server = HTTPStub { _ in .hold }
/// presenter.viewDidLoad()                    // the service sends its request
/// await server.waitForPendingRequests(1)
/// presenter.detach(view)                     // cancels the read: URLSession stops loading
/// await server.waitForCancelledRequests(1)
/// ```
///
/// Inside a ``PresenterTest`` the stub registers with the test: a request still pending when the
/// test ends fails it.
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

    /// No answer yet: the request stays open, pending, until the test answers it
    /// (``HTTPStub/answer(at:with:fileID:filePath:line:column:)``) or the client cancels it.
    case hold

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
  private let exchange: HTTPStubExchange
  /// The presenter test the stub was created in, if any.
  private let ledger = TestLedger.current

  /// Creates a fake server.
  ///
  /// - Parameter handler: Answers each request, or holds it open with ``Answer/hold``; called
  ///   on a `URLSession` thread.
  public init(handler: @escaping @Sendable (Request) -> Answer) {
    host = "\(UUID().uuidString.lowercased()).stub.invalid"
    baseURL = URL(string: "https://\(host)")!
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [HTTPStubProtocol.self]
    session = URLSession(configuration: configuration)
    let ledger = self.ledger
    exchange = HTTPStubExchange(handler: handler, onChange: { ledger?.changed() })
    HTTPStubRegistry.shared.register(exchange, host: host)
    ledger?.register(self)
  }

  deinit {
    HTTPStubRegistry.shared.unregister(host: host)
    session.invalidateAndCancel()
  }

  /// The requests received so far, in order.
  public var requests: [Request] {
    exchange.requests
  }

  /// The requests held open (``Answer/hold``) and neither answered nor cancelled, oldest first.
  public var pendingRequests: [Request] {
    exchange.pendingRequests
  }

  /// The pending requests that the client cancelled, in cancellation order.
  public var cancelledRequests: [Request] {
    exchange.cancelledRequests
  }

  /// Answers a pending request.
  ///
  /// - Parameters:
  ///   - index: Which pending request, oldest first; defaults to 0. When there is no such
  ///     request the test fails and nothing else happens.
  ///   - answer: The response or transport failure to send; ``Answer/hold`` sends nothing and
  ///     leaves the request pending.
  ///   - fileID: The caller's `#fileID`, for the failure when there is no such request.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func answer(
    at index: Int = 0,
    with answer: Answer,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    if case .hold = answer { return }
    guard let held = exchange.release(at: index) else {
      TestFailure.record(
        "HTTPStub has \(pendingRequests.count) pending requests; there is none at index \(index)",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    held.connection.deliver(answer)
  }

  /// Suspends until at least `count` requests are pending. Never times out.
  ///
  /// - Parameter count: The number of pending requests to wait for, 1 or more.
  public func waitForPendingRequests(_ count: Int = 1) async {
    await exchange.wait { held, _ in held >= count }
  }

  /// Suspends until the client has cancelled at least `count` pending requests in all. Never
  /// times out.
  ///
  /// - Parameter count: The number of cancelled requests to wait for, 1 or more.
  public func waitForCancelledRequests(_ count: Int = 1) async {
    await exchange.wait { _, cancelled in cancelled >= count }
  }
}

extension HTTPStub: LeftoverReporting {
  nonisolated var leftovers: [Leftover] {
    exchange.pendingRequests.map {
      Leftover(check: .stubCalls, text: "HTTPStub request held open: \($0.method) \($0.url)")
    }
  }
}
