import MVPCore
import MVPLocalization

/// How much of a text from outside (a server's field, a message, what the user typed) a terminal
/// screen shows, each kind through MVPLocalization's one rule, `InertText`: control characters, escape
/// sequences' ESC and bidirectional controls removed, one line, cut with "…" at a limit of its
/// kind. Every terminal view passes every such string through one of these before printing it.
enum OutsideText {
  /// The most characters of a field (a name, a title, a price text, a tag, an e-mail, shipping):
  /// 200.
  static let fieldLimit = 200
  /// The most characters of a product's description: 1,000.
  static let descriptionLimit = 1_000
  /// The most characters of a message or an error state's explanation, which frame outside
  /// text in a sentence: 400.
  static let messageLimit = 400

  /// `text` as a field: inert, one line, at most ``fieldLimit`` characters.
  static func field(_ text: String) -> String {
    InertText.line(text, limit: fieldLimit)
  }

  /// `text` as a description: inert, one line, at most ``descriptionLimit`` characters.
  static func description(_ text: String) -> String {
    InertText.line(text, limit: descriptionLimit)
  }

  /// `text` as a message: inert, one line, at most ``messageLimit`` characters.
  static func message(_ text: String) -> String {
    InertText.line(text, limit: messageLimit)
  }
}
