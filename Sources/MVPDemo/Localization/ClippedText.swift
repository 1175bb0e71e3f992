/// How much of a text typed by the user the demo repeats back: a line of 200,000 characters is
/// not echoed or quoted whole, only its beginning and its length.
enum ClippedText {
  /// The most characters repeated whole: 60.
  static let limit = 60

  /// The beginning of `text` to show, or `nil` when `text` is short enough to show whole.
  ///
  /// - Parameter text: The text as typed.
  /// - Returns: Its first ``limit`` characters when it has more, else `nil`.
  static func head(of text: String) -> String? {
    guard let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
      end < text.endIndex
    else { return nil }
    return String(text[..<end])
  }
}
