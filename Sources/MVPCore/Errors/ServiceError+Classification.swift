import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension ServiceError {
  /// Classifies any error thrown or reported by a service call.
  ///
  /// - `ServiceError` values are kept as they are;
  /// - `CancellationError` and `URLError.cancelled` (-999) become ``cancelled``;
  /// - `URLError.timedOut` (-1001) becomes ``timeout``;
  /// - `URLError`s meaning no connection (`notConnectedToInternet` -1009, `networkConnectionLost`
  ///   -1005, `dataNotAllowed` -1020, `internationalRoamingOff` -1018) become ``offline``; other
  ///   `URLError`s (`cannotFindHost` -1003, `cannotConnectToHost` -1004,
  ///   `secureConnectionFailed` -1200...) become ``unreachable``;
  /// - `DecodingError`s become ``invalidResponse(reason:)`` whose reason starts with the JSON path
  ///   where decoding stopped (`products[2].price: ...`; for a missing field, its path);
  /// - an app's own error that carries a sentence for the user (a `LocalizedError` with an
  ///   `errorDescription`, or an `NSError` with `NSLocalizedDescriptionKey`) becomes
  ///   ``described(message:description:)``, so the user reads the app's text;
  /// - anything else becomes ``unexpected(description:)``.
  ///
  /// A URL-loading error counts as a `URLError` in either form: a `URLError` value, or an
  /// `NSError` in `NSURLErrorDomain` (for example `URLError(.timedOut) as NSError`, or one made
  /// with `NSError(domain: NSURLErrorDomain, code: -1001)`), on every platform. (On Linux an
  /// `NSError` does not cast to `URLError`, so its domain and code are read instead.)
  ///
  /// - Parameter error: The error to classify.
  public init(classifying error: any Error) {
    switch error {
    case let error as ServiceError:
      self = error
    case is CancellationError:
      self = .cancelled
    case let error as DecodingError:
      self = .invalidResponse(reason: Self.describe(error))
    default:
      if let code = Self.urlErrorCode(of: error) {
        self = Self.classify(code)
      } else if let message = Self.userFacingDescription(of: error) {
        self = .described(message: message, description: String(reflecting: error))
      } else {
        self = .unexpected(description: String(describing: error))
      }
    }
  }

  /// The sentence an app's own error carries for the user: a `LocalizedError`'s
  /// `errorDescription`, else an `NSError`'s `NSLocalizedDescriptionKey`; `nil` when it has none.
  private static func userFacingDescription(of error: any Error) -> String? {
    if let localized = error as? any LocalizedError, let text = localized.errorDescription {
      return text
    }
    return (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String
  }

  /// The URL-loading error code of `error`, whether it is a `URLError` or an `NSError` in
  /// `NSURLErrorDomain`; `nil` for any other error. A raw code, as Linux has no `URLError.Code`
  /// for codes it does not know.
  private static func urlErrorCode(of error: any Error) -> Int? {
    if let error = error as? URLError { return error.code.rawValue }
    let bridged = error as NSError
    return bridged.domain == NSURLErrorDomain ? bridged.code : nil
  }

  private static func classify(_ code: Int) -> ServiceError {
    switch code {
    case URLError.Code.cancelled.rawValue: .cancelled
    case URLError.Code.timedOut.rawValue: .timeout
    case URLError.Code.notConnectedToInternet.rawValue,
      URLError.Code.networkConnectionLost.rawValue, URLError.Code.dataNotAllowed.rawValue,
      URLError.Code.internationalRoamingOff.rawValue:
      .offline
    default: .unreachable
    }
  }

  /// The path and explanation of a decoding error, such as
  /// `products[2].price: Expected to decode Double but found a string`.
  private static func describe(_ error: DecodingError) -> String {
    let path = error.pathText
    return path.isEmpty ? error.reasonText : "\(path): \(error.reasonText)"
  }
}

extension ServiceError {
  /// Whether the failure means the server could not be reached, so that a copy kept on the device
  /// is the best answer left: ``offline``, ``unreachable``, ``timeout``, and the gateway statuses
  /// 502, 503 and 504 (a proxy or load balancer answering for a server that is down, RFC 9110
  /// §15.6). A server that answered for itself (any other status, an unreadable body) and a
  /// cancellation are not.
  public var meansServerUnreachable: Bool {
    switch self {
    case .offline, .unreachable, .timeout: true
    case .httpStatus(let code, _): code == 502 || code == 503 || code == 504
    case .tooManyRequests, .invalidResponse, .cancelled, .described, .unexpected: false
    }
  }
}
