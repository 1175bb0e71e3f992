import Foundation
import MVPCore

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A small JSON-over-HTTP client on `URLSession` that turns every failure into a
/// `ServiceError`, for feature services to build on.
///
/// URLs are built with `URLComponents` from a base URL, path segments and query items, never by
/// string concatenation, so segments and values are percent-encoded. Responses with a status outside
/// 200–299 become `ServiceError.httpStatus(code:message:)`, carrying the server's
/// `{"message": "..."}` text when the body has one (the DummyJSON error shape).
///
/// An operation that needs no response body uses ``sendIgnoringBody(_:)``, and one whose response
/// body is optional (a server may answer `204 No Content` or an empty `200`) uses
/// ``sendIfPresent(_:as:)``: for both, a 2xx response without a body is a success.
///
/// Threading: a `Sendable` value, usable from any thread. The `async` calls suspend the caller;
/// the completion-handler calls answer on a `URLSession` delegate queue thread.
public struct JSONHTTPClient: Sendable {
  /// The URL that path segments are appended to, for example `https://dummyjson.com`.
  public let baseURL: URL

  /// The session requests go through; tests pass one configured with `URLProtocol` stubs.
  public let session: URLSession

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - baseURL: The API root; path segments are appended to its path.
  ///   - session: The session to use; defaults to `URLSession.shared`.
  public init(baseURL: URL, session: URLSession = .shared) {
    self.baseURL = baseURL
    self.session = session
  }

  /// Builds a request for `path` under ``baseURL``.
  ///
  /// - Parameters:
  ///   - method: The HTTP method.
  ///   - path: Path segments appended in order, each percent-encoded, for example
  ///     `["users", "42"]`.
  ///   - query: Query items, percent-encoded; empty for none.
  ///   - body: A value encoded as the JSON request body, with `Content-Type: application/json`;
  ///     `nil` for none.
  /// - Returns: The request, with `Accept: application/json`.
  /// - Throws: `ServiceError.invalidResponse(reason:)` if the body cannot be encoded, or
  ///   `ServiceError.unreachable` if ``baseURL`` cannot take a path (for example it has no
  ///   scheme).
  public func makeRequest(
    _ method: HTTPMethod,
    path: [String],
    query: [URLQueryItem] = [],
    body: (any Encodable)? = nil
  ) throws -> URLRequest {
    guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
      components.scheme != nil
    else { throw ServiceError.unreachable }
    var segmentAllowed = CharacterSet.urlPathAllowed
    segmentAllowed.remove("/")
    let base = components.percentEncodedPath
    components.percentEncodedPath =
      (base.hasSuffix("/") ? String(base.dropLast()) : base)
      + path.map { "/" + ($0.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? $0) }
      .joined()
    components.queryItems = query.isEmpty ? nil : query
    guard let url = components.url else { throw ServiceError.unreachable }
    var request = URLRequest(url: url)
    request.httpMethod = method.rawValue
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    if let body {
      do {
        request.httpBody = try JSONEncoder().encode(body)
      } catch {
        throw ServiceError.invalidResponse(reason: "request body: \(error)")
      }
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    return request
  }

  /// Sends `request` and decodes the JSON response.
  ///
  /// Built on the completion-handler ``send(_:as:completion:)`` and cancelled through the calling
  /// task's cancellation handler: a call made in an already-cancelled task sends nothing, and a
  /// cancellation while the request is in flight cancels the `URLSessionTask`. (Swift 6.3's
  /// FoundationNetworking on Linux can trap when its own `async` `data(for:)` is cancelled before
  /// the request registers, so it is not used.)
  ///
  /// - Parameters:
  ///   - request: A request, usually from ``makeRequest(_:path:query:body:)``.
  ///   - type: The `Decodable` type of a successful response's body.
  /// - Returns: The decoded response.
  /// - Throws: A `ServiceError`: `ServiceError.cancelled` when the calling task is cancelled.
  public func send<Response: Decodable & Sendable>(
    _ request: URLRequest,
    as type: Response.Type
  ) async throws -> Response {
    try await awaiting { send(request, as: type, completion: $0) }
  }

  /// Sends `request` and decodes the JSON response when there is one: for an operation whose
  /// response is optional, such as a `DELETE` that a server may answer with the deleted record,
  /// with `204 No Content`, or with an empty `200`.
  ///
  /// Cancelled like ``send(_:as:)``.
  ///
  /// - Parameters:
  ///   - request: A request, usually from ``makeRequest(_:path:query:body:)``.
  ///   - type: The `Decodable` type of a successful response's body, when it has one.
  /// - Returns: The decoded response, or `nil` for a 2xx response without a body (see
  ///   ``decodeIfPresent(_:data:response:)``).
  /// - Throws: A `ServiceError`: `ServiceError.cancelled` when the calling task is cancelled.
  public func sendIfPresent<Response: Decodable & Sendable>(
    _ request: URLRequest,
    as type: Response.Type
  ) async throws -> Response? {
    try await awaiting { completion in
      perform(request, completion: completion) { data, response in
        try Self.decodeIfPresent(type, data: data, response: response)
      }
    }
  }

  /// Sends `request` for an operation that needs no response body: any 2xx status is success,
  /// whatever the body holds (nothing, `204 No Content`, or JSON that is not read).
  ///
  /// Cancelled like ``send(_:as:)``.
  ///
  /// - Parameter request: A request, usually from ``makeRequest(_:path:query:body:)``.
  /// - Throws: A `ServiceError`: `ServiceError.httpStatus(code:message:)` for a status
  ///   outside 200–299, `ServiceError.cancelled` when the calling task is cancelled.
  public func sendIgnoringBody(_ request: URLRequest) async throws {
    try await awaiting { sendIgnoringBody(request, completion: $0) }
  }

  /// Sends `request` and calls `completion` with the decoded JSON response.
  ///
  /// - Parameters:
  ///   - request: A request, usually from ``makeRequest(_:path:query:body:)``.
  ///   - type: The `Decodable` type of a successful response's body.
  ///   - completion: Called once, on a background thread, with the response or a `ServiceError`
  ///     (`ServiceError.cancelled` after `Cancellable.cancel()`).
  /// - Returns: A handle that cancels the request.
  public func send<Response: Decodable & Sendable>(
    _ request: URLRequest,
    as type: Response.Type,
    completion: @escaping @Sendable (Result<Response, ServiceError>) -> Void
  ) -> any Cancellable {
    perform(request, completion: completion) { data, response in
      try Self.decode(type, data: data, response: response)
    }
  }

  /// Sends `request` for an operation that needs no response body and calls `completion` when it
  /// is done: any 2xx status is success, whatever the body holds.
  ///
  /// - Parameters:
  ///   - request: A request, usually from ``makeRequest(_:path:query:body:)``.
  ///   - completion: Called once, on a background thread, with success or a `ServiceError`
  ///     (`ServiceError.cancelled` after `Cancellable.cancel()`).
  /// - Returns: A handle that cancels the request.
  public func sendIgnoringBody(
    _ request: URLRequest,
    completion: @escaping @Sendable (Result<Void, ServiceError>) -> Void
  ) -> any Cancellable {
    perform(request, completion: completion) { data, response in
      _ = try Self.validate(data: data, response: response)
    }
  }

  /// Runs a completion-handler call as an `async` one, cancelled through the calling task's
  /// cancellation handler.
  private func awaiting<Value: Sendable>(
    _ start: (@escaping @Sendable (Result<Value, ServiceError>) -> Void) -> any Cancellable
  ) async throws -> Value {
    guard !Task.isCancelled else { throw ServiceError.cancelled }
    let slot = CancellableSlot()
    let result = FirstResult<Value>()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        result.wait(with: continuation)
        slot.fill(start { result.resume(with: $0) })
      }
    } onCancel: {
      // Resume at once: a cancelled URLSessionTask does not always call its completion on Linux.
      result.resume(with: .failure(.cancelled))
      slot.cancel()
    }
  }

  /// Starts a data task and reports its response through `read`, every failure classified.
  private func perform<Value: Sendable>(
    _ request: URLRequest,
    completion: @escaping @Sendable (Result<Value, ServiceError>) -> Void,
    read: @escaping @Sendable (Data, URLResponse?) throws -> Value
  ) -> any Cancellable {
    let task = session.dataTask(with: request) { data, response, error in
      if let error {
        completion(.failure(ServiceError(classifying: error)))
        return
      }
      completion(
        Result { try read(data ?? Data(), response) }.mapError { ServiceError(classifying: $0) })
    }
    let handle = CancellationHandle { [task] in task.cancel() }
    task.resume()
    return handle
  }

  /// Validates an HTTP response and decodes its body.
  ///
  /// - Parameters:
  ///   - type: The `Decodable` type of a successful response's body.
  ///   - data: The body.
  ///   - response: The response; must be an `HTTPURLResponse`.
  /// - Returns: The decoded body.
  /// - Throws: `ServiceError.httpStatus(code:message:)` for a status outside 200–299, or
  ///   `ServiceError.invalidResponse(reason:)` for a non-HTTP response or a body that is not
  ///   the expected JSON.
  public static func decode<Response: Decodable>(
    _ type: Response.Type,
    data: Data,
    response: URLResponse?
  ) throws -> Response {
    _ = try validate(data: data, response: response)
    return try decodeBody(type, data: data)
  }

  /// Validates an HTTP response and decodes its body when it has one.
  ///
  /// A 2xx response has no body when its status is 204 (No Content) or 205 (Reset Content), or
  /// when its body is empty or only whitespace; that is `nil`, not an error.
  ///
  /// - Parameters:
  ///   - type: The `Decodable` type of a successful response's body.
  ///   - data: The body.
  ///   - response: The response; must be an `HTTPURLResponse`.
  /// - Returns: The decoded body, or `nil` for a 2xx response without one.
  /// - Throws: `ServiceError.httpStatus(code:message:)` for a status outside 200–299, or
  ///   `ServiceError.invalidResponse(reason:)` for a non-HTTP response or a body that is
  ///   present but not the expected JSON.
  public static func decodeIfPresent<Response: Decodable>(
    _ type: Response.Type,
    data: Data,
    response: URLResponse?
  ) throws -> Response? {
    let http = try validate(data: data, response: response)
    let blank = data.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard http.statusCode != 204, http.statusCode != 205, !blank else { return nil }
    return try decodeBody(type, data: data)
  }

  /// Decodes a body already known to belong to a 2xx response.
  private static func decodeBody<Response: Decodable>(
    _ type: Response.Type,
    data: Data
  ) throws -> Response {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch {
      throw ServiceError(classifying: error)
    }
  }

  /// Checks that `response` is an HTTP response with a 2xx status.
  ///
  /// - Parameters:
  ///   - data: The body, read only for the server's `{"message": "..."}` on a failure status.
  ///   - response: The response; must be an `HTTPURLResponse`.
  /// - Returns: The HTTP response.
  /// - Throws: `ServiceError.tooManyRequests(retryAfter:)` for 429 (with its `Retry-After`),
  ///   `ServiceError.httpStatus(code:message:)` for another status outside 200–299, or
  ///   `ServiceError.invalidResponse(reason:)` for a non-HTTP response.
  public static func validate(data: Data, response: URLResponse?) throws -> HTTPURLResponse {
    guard let http = response as? HTTPURLResponse else {
      throw ServiceError.invalidResponse(reason: "not an HTTP response")
    }
    guard (200..<300).contains(http.statusCode) else {
      if http.statusCode == 429 {
        throw ServiceError.tooManyRequests(retryAfter: retryAfter(in: http, now: Date()))
      }
      let message = (try? JSONDecoder().decode(ErrorBody.self, from: data))?.message
      throw ServiceError.httpStatus(code: http.statusCode, message: message)
    }
    return http
  }

  /// The seconds a 429 response asks to wait: its `Retry-After` header (RFC 9110, section
  /// 10.2.3) as whole seconds or as an HTTP date counted from `now`, between 0 and one day; `nil`
  /// when absent or unreadable.
  ///
  /// An HTTP date is read in each of the three forms RFC 9110, section 5.6.7, has recipients
  /// accept: the IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`) and the obsolete RFC 850
  /// (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime (`Sun Nov  6 08:49:37 1994`, in GMT) forms.
  /// RFC 850's two-digit year is the one within 50 years of `now`: a year that would be more than
  /// 50 years in the future is in the century before, as the RFC says.
  ///
  /// - Parameters:
  ///   - response: A 429 response.
  ///   - now: When the response came.
  /// - Returns: The seconds to wait, 0 to 86,400, or `nil`.
  public static func retryAfter(in response: HTTPURLResponse, now: Date) -> Int? {
    guard
      let value = response.value(forHTTPHeaderField: "Retry-After")?
        .trimmingCharacters(in: .whitespaces), !value.isEmpty
    else { return nil }
    let oneDay = 86_400
    if value.allSatisfy(\.isASCII), value.allSatisfy(\.isNumber) {
      return min(Int(value) ?? oneDay, oneDay)
    }
    guard let date = httpDate(value, now: now) else { return nil }
    let seconds = date.timeIntervalSince(now).rounded(.up)
    return seconds.isFinite ? Int(min(max(0, seconds), Double(oneDay))) : nil
  }

  /// `text` read as an HTTP date in one of its three forms (see ``retryAfter(in:now:)``), or
  /// `nil`.
  private static func httpDate(_ text: String, now: Date) -> Date? {
    let gregorian = Calendar(identifier: .gregorian)
    let forms = [
      "EEE, dd MMM yyyy HH:mm:ss zzz",  // IMF-fixdate
      "EEEE, dd-MMM-yy HH:mm:ss zzz",  // RFC 850
      "EEE MMM d HH:mm:ss yyyy",  // asctime, its day padded with a space
    ]
    for form in forms {
      let format = DateFormatter()
      format.calendar = gregorian
      format.locale = Locale(identifier: "en_US_POSIX")
      format.timeZone = TimeZone(identifier: "GMT")
      format.dateFormat = form
      // Two-digit years fall in the 100 years from 50 years before now.
      format.twoDigitStartDate = gregorian.date(byAdding: .year, value: -50, to: now)
      if let date = format.date(from: text) { return date }
    }
    return nil
  }

  private struct ErrorBody: Decodable {
    let message: String
  }
}
