import MVPStore

extension SQLValue {
  /// The UTF-8 bytes of a text value, `nil` for the other cases.
  var utf8Bytes: [UInt8]? {
    if case .text(let text) = self { Array(text.utf8) } else { nil }
  }

  /// Whether this is a real -0.0.
  var isNegativeZero: Bool {
    if case .real(let value) = self { value == 0 && value.sign == .minus } else { false }
  }
}
