extension DecodingError {
  /// Where decoding stopped, as a JSON path such as `products[2].price`; for a missing key, the
  /// key's path. Empty at the root.
  package var pathText: String {
    switch self {
    case .keyNotFound(let key, let context):
      Self.text(of: context.codingPath + [key])
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      Self.text(of: context.codingPath)
    @unknown default:
      ""
    }
  }

  /// The decoder's explanation, without the path.
  package var reasonText: String {
    switch self {
    case .keyNotFound(let key, _):
      "the field \(key.stringValue) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      context.debugDescription
    @unknown default:
      "\(self)"
    }
  }

  /// A coding path as JSON path text: array positions as `[2]`, keys joined by dots.
  ///
  /// - Parameter path: The keys from the root.
  /// - Returns: For example `products[2].price`.
  package static func text(of path: [any CodingKey]) -> String {
    var text = ""
    for key in path {
      if let index = key.intValue, key.stringValue == "Index \(index)" {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }
}
