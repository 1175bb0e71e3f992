import Foundation

/// Why a saved state was dropped at launch: the app then starts fresh, with one log line that
/// says which of these it was. Never a crash.
public enum RestorationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The store could not be read (a file that exists but cannot be opened); the text is the
  /// store's error.
  case storeUnavailable(String)
  /// The bytes are not a saved state: corrupt, truncated, empty, or JSON of another shape; the
  /// text says where decoding stopped.
  case unreadable(String)
  /// The state was saved in another version of MVPRestoration's format.
  case otherFormatVersion(saved: Int, current: Int)
  /// The state was saved by another version of the app (``AppRestoration``'s `appVersion`).
  case otherAppVersion(saved: String, current: String)
  /// The state is older than ``AppRestoration``'s `maximumAge`.
  case tooOld(savedAt: Date, maximumAge: TimeInterval)
  /// A saved route or screen state no longer decodes (a route renamed or removed, a field
  /// changed); the text says where.
  case routesDoNotDecode(String)

  /// One sentence for the log, saying what was found.
  public var description: String {
    switch self {
    case .storeUnavailable(let detail):
      "the saved state could not be read: \(detail)"
    case .unreadable(let detail):
      "the saved state is not readable (corrupt or truncated): \(detail)"
    case .otherFormatVersion(let saved, let current):
      "the saved state has format version \(saved); this app reads version \(current)"
    case .otherAppVersion(let saved, let current):
      "the saved state was saved by app version \(saved); this is version \(current)"
    case .tooOld(let savedAt, let maximumAge):
      "the saved state is from \(savedAt.ISO8601Format()), older than \(Int(maximumAge)) seconds"
    case .routesDoNotDecode(let detail):
      "the saved routes no longer decode: \(detail)"
    }
  }
}
