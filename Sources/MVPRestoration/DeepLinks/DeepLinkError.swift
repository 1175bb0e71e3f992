/// Why a URL does not open a screen: each way a link fails to parse, for the app's log and its
/// calm answer (show what is shown, or the root, and a message). Never a crash.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL's scheme (empty when it has none) is neither the app's scheme nor `https` for its
  /// website.
  case unsupportedScheme(String)
  /// An `https` link to a host (empty when it has none) that is not the app's website.
  case unknownHost(String)
  /// No pattern matches the link's path, given as its percent-decoded segments after a `/`
  /// each: `/goods/12/reviews` for `shop://goods/12/reviews`, `shop:///goods/12/reviews`,
  /// `shop:goods/12/reviews` and `https://shop.example/goods/12/reviews` alike; `/` when it has
  /// none.
  case noMatchingPath(String)
  /// A parameter the pattern needs is neither in the path nor in the query (or has an empty
  /// value).
  case missingParameter(String)
  /// A parameter that must be a whole number is not one (`12a`, `1.5`, too large for `Int`).
  case notANumber(parameter: String, value: String)
  /// A parameter has a value the app does not accept (thrown by the app's own pattern, for
  /// example a tab name it does not have).
  case invalidValue(parameter: String, value: String)
  /// The app's pattern threw an error of its own (not a ``DeepLinkError``); the reason is that
  /// error's description.
  case rejected(pattern: String, reason: String)

  /// One sentence for the log, saying what was found.
  public var description: String {
    switch self {
    case .unsupportedScheme(let scheme): "the link's scheme '\(scheme)' is not the app's"
    case .unknownHost(let host): "the link's host '\(host)' is not the app's website"
    case .noMatchingPath(let path): "no link pattern matches the path '\(path)'"
    case .missingParameter(let name): "the link has no parameter '\(name)'"
    case .notANumber(let name, let value):
      "the link's parameter '\(name)' is '\(value)', not a whole number"
    case .invalidValue(let name, let value):
      "the link's parameter '\(name)' has a value the app does not accept: '\(value)'"
    case .rejected(let pattern, let reason):
      "the link pattern '\(pattern)' refused the link: \(reason)"
    }
  }
}
