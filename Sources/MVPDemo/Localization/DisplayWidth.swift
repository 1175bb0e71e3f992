/// The number of terminal columns a text takes: East Asian wide characters (Chinese, Japanese,
/// Korean, full-width forms) take two, others one; used to line up the help's columns in every
/// language.
enum DisplayWidth {
  /// The columns `text` takes.
  ///
  /// - Parameter text: One line.
  /// - Returns: Its width in columns.
  static func of(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
  }

  /// `text` followed by spaces up to `columns` columns, and at least one space.
  ///
  /// - Parameters:
  ///   - text: The text of the first column.
  ///   - columns: The width of the first column.
  /// - Returns: The padded text.
  static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(1, columns - of(text)))
  }

  private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default:
      false
    }
  }
}
