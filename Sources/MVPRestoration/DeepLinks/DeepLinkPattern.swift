/// One path pattern of a ``DeepLinkPatterns``: segments separated by `/`, each a literal
/// (`goods`) or a capture (`:productID`).
struct DeepLinkPattern {
  /// One segment of a pattern.
  enum Segment: Equatable {
    /// Matches this text exactly.
    case literal(String)
    /// Matches any segment and keeps it under this name.
    case capture(String)
  }

  /// The pattern as written, for descriptions.
  let text: String
  /// Its segments.
  let segments: [Segment]

  /// Reads a pattern. Every text is a pattern: empty segments are skipped (`/goods/` is
  /// `goods`), a segment `:name` with a name captures, any other is literal (`:` alone too).
  ///
  /// - Parameter text: The pattern, for example `goods/:productID`.
  init(_ text: String) {
    self.text = text
    segments = text.split(separator: "/", omittingEmptySubsequences: true).map { segment in
      segment.count > 1 && segment.hasPrefix(":")
        ? .capture(String(segment.dropFirst())) : .literal(String(segment))
    }
  }

  /// Matches a link's path.
  ///
  /// - Parameter path: The path's segments, percent-decoded.
  /// - Returns: The captured segments by name (a name captured twice keeps the first), or `nil`
  ///   when the path does not match: another number of segments, or a literal that differs
  ///   (case counts).
  func match(_ path: [String]) -> [String: String]? {
    guard path.count == segments.count else { return nil }
    var captured: [String: String] = [:]
    for (segment, part) in zip(segments, path) {
      switch segment {
      case .literal(let text):
        guard text == part else { return nil }
      case .capture(let name):
        if captured[name] == nil { captured[name] = part }
      }
    }
    return captured
  }
}
