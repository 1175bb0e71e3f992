/// A service failure, classified for presentation: every failure of a service call becomes one of
/// these cases, each with a calm user-facing message.
///
/// ``cancelled`` is shown like any failure when a service reports it on its own: cancellation that
/// a presenter asked for never reaches it (``TaskScope`` drops the outcome of work it cancelled),
/// so a cancellation that does arrive was not asked for, and the screen offers a retry.
public enum ServiceError: Error, Hashable, Sendable {
  /// The device has no network connection.
  case offline

  /// The server could not be reached (unknown host, refused connection, TLS failure...).
  case unreachable

  /// The request timed out.
  case timeout

  /// The server answered with a non-success HTTP status.
  ///
  /// - code: The HTTP status code, for example 404 or 500.
  /// - message: The server's own explanation when it sent one as `{"message": "..."}`.
  case httpStatus(code: Int, message: String?)

  /// The server answered, but not with the expected JSON (an HTML error page, truncated or
  /// malformed JSON, a missing field).
  ///
  /// - reason: A developer-facing description of what did not match, for logs.
  case invalidResponse(reason: String)

  /// The request was cancelled by something other than the presenter (the system, the service,
  /// another client of the same session). Shown with a retry; a presenter's own cancellations are
  /// never delivered at all.
  case cancelled

  /// A failure that is none of the above, for example an app's own error thrown by a service.
  ///
  /// - description: A developer-facing description of the original error, for logs.
  case unexpected(description: String)

  /// Whether this failure is a cancellation. Presenters built on ``TaskScope`` need not check it:
  /// their own cancellations are never delivered, and any other one is an error to show.
  public var isCancellation: Bool {
    self == .cancelled
  }

  /// A short, calm, user-facing explanation, suitable for an error state or a transient message.
  public var userMessage: String {
    switch self {
    case .offline:
      "You appear to be offline. Check your connection and try again."
    case .unreachable:
      "The server can't be reached right now. Please try again later."
    case .timeout:
      "The server took too long to answer. Please try again."
    case .httpStatus(let code, let message?) where !message.isEmpty:
      "\(message) (error \(code))."
    case .httpStatus(let code, _):
      "The server couldn't complete the request (error \(code)). Please try again later."
    case .invalidResponse:
      "The server sent an answer this app can't read. Please try again later."
    case .cancelled:
      "The request was cancelled."
    case .unexpected:
      "Something went wrong. Please try again."
    }
  }
}
