import Foundation
import MVPLocalization

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
  /// - message: The server's own explanation when it sent one as `{"message": "..."}`, kept whole
  ///   and unchanged for logs; ``userMessage`` shows only a bounded, cleaned excerpt of it.
  case httpStatus(code: Int, message: String?)

  /// The server refused the request because the client sent too many (HTTP 429).
  ///
  /// - retryAfter: The seconds the server asked the client to wait (its `Retry-After` header, in
  ///   seconds or as an HTTP date, counted from when the answer came; at most one day), or `nil`
  ///   when it did not say. ``userMessage`` says when to try again.
  case tooManyRequests(retryAfter: Int?)

  /// The server answered, but not with the expected JSON (an HTML error page, truncated or
  /// malformed JSON, a missing field).
  ///
  /// - reason: A developer-facing description of what did not match, for logs.
  case invalidResponse(reason: String)

  /// The request was cancelled by something other than the presenter (the system, the service,
  /// another client of the same session). Shown with a retry; a presenter's own cancellations are
  /// never delivered at all.
  case cancelled

  /// An app's own failure that carries a sentence for the user: a `LocalizedError` whose
  /// `errorDescription` is set, or an `NSError` whose `userInfo` has `NSLocalizedDescriptionKey`.
  /// ``userMessage`` shows that sentence, cleaned and bounded like a server's text.
  ///
  /// - message: The sentence as the app wrote it.
  /// - description: A developer-facing description of the original error (its type and
  ///   fields), for logs.
  case described(message: String, description: String)

  /// A failure that is none of the above and says nothing to the user, for example an app's own
  /// error without a description. ``userMessage`` is a generic sentence.
  ///
  /// - description: A developer-facing description of the original error, for logs.
  case unexpected(description: String)

  /// Whether this failure is a cancellation. Presenters built on ``TaskScope`` need not check it:
  /// their own cancellations are never delivered, and any other one is an error to show.
  public var isCancellation: Bool {
    self == .cancelled
  }

  /// The most characters of a server's own text that ``userMessage`` shows: 200, the bound the
  /// hostile-data review (issue 9) asked for. It is about three lines of an alert on a phone,
  /// several times the longest DummyJSON message ("Product with id '194' not found" is 31), and it
  /// keeps a hostile body (a 10 MB message) from flooding a screen or a terminal.
  public static let serverTextLimit = 200

  /// A short, calm, user-facing explanation in English, suitable for an error state or a
  /// transient message: ``userMessage(in:)`` for `en`.
  public var userMessage: String {
    userMessage(in: Locale(identifier: "en"))
  }

  /// A short, calm, user-facing explanation in the language of `locale`, suitable for an error
  /// state or a transient message, from MVPCore's string tables (`Resources/<language>.lproj`;
  /// English and Simplified Chinese ship, English is the fallback; see `StringTable`).
  ///
  /// A server's message (``httpStatus(code:message:)``) is never shown raw: it is framed in a
  /// sentence of ours, `The server couldn't complete the request (error 404): "Product with id '9'
  /// not found".`, after being made one line (every run of whitespace and line breaks becomes one
  /// space, with none at either end), stripped of control and format characters (such as
  /// terminal escapes and bidirectional overrides), and cut to ``serverTextLimit`` characters
  /// (ending in "…" when cut): the one rule of `MVPLocalization`'s `InertText`. A message that is empty once cleaned gives the generic sentence.
  ///
  /// - Parameter locale: The locale whose language to use.
  /// - Returns: The sentence.
  public func userMessage(in locale: Locale) -> String {
    userMessage(in: StringTable(bundle: .module, locale: locale))
  }

  /// The sentence of ``userMessage(in:)`` read from `table`, MVPCore's strings in one language.
  func userMessage(in table: StringTable) -> String {
    switch self {
    case .offline:
      table.string("error.offline")
    case .unreachable:
      table.string("error.unreachable")
    case .timeout:
      table.string("error.timeout")
    case .httpStatus(let code, let message?)
    where !MVPLocalization.InertText.line(message, limit: Self.serverTextLimit).isEmpty:
      table.format(
        "error.httpStatus.message", code,
        MVPLocalization.InertText.line(message, limit: Self.serverTextLimit))
    case .httpStatus(let code, _):
      table.format("error.httpStatus", code)
    case .tooManyRequests(let seconds?) where seconds >= 120:
      table.plural("error.tooManyRequests.minutes", count: (seconds + 59) / 60)
    case .tooManyRequests(let seconds?) where seconds > 0:
      table.plural("error.tooManyRequests.seconds", count: seconds)
    case .tooManyRequests:
      table.string("error.tooManyRequests")
    case .invalidResponse:
      table.string("error.invalidResponse")
    case .cancelled:
      table.string("error.cancelled")
    case .described(let message, _)
    where !MVPLocalization.InertText.line(message, limit: Self.serverTextLimit).isEmpty:
      MVPLocalization.InertText.line(message, limit: Self.serverTextLimit)
    case .described, .unexpected:
      table.string("error.unexpected")
    }
  }
}
