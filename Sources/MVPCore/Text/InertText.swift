/// The one rule for showing text that comes from outside the app — a server's names, titles,
/// descriptions, tags and messages, or what a user typed — so that it can only be read, never
/// obeyed by the screen that shows it.
///
/// ``line(_:limit:)`` makes a text one line of inert characters:
/// - **Removed**: control characters (C0 such as NUL, BEL and ESC; DEL; C1) and invisible format
///   characters, among them the bidirectional marks, embeddings, overrides and isolates
///   (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and zero-width spaces. The zero-width
///   joiner and non-joiner (U+200D, U+200C), which emoji and some scripts need, are kept.
///   Removal, not a visible replacement, because what is left is what the sender meant to say:
///   an escape sequence such as `ESC[2J` loses its ESC and shows as the harmless `[2J`, and
///   `Evil\u{202E}gnp.exe` shows as written, not reversed.
/// - **Made one line**: every run of whitespace, line breaks and tabs included, becomes one space,
///   with none at either end, so a text cannot start a line of its own that looks like the app's.
/// - **Cut**: at most `limit` characters, the last being "…" when cut; a 10 MB name does not flood
///   the screen, and the text is read no further than needed.
///
/// ``ServiceError/userMessage(in:)`` shows a server's message through this rule, and so does
/// every terminal screen of the demo for every field from a server or a user. A form that accepts
/// text should refuse what ``isShown(_:)`` rejects instead of storing it (``containsHidden(_:)``).
public enum InertText {
  /// `text` as one line of inert characters, at most `limit` characters (see ``InertText``).
  ///
  /// - Parameters:
  ///   - text: The text from outside.
  ///   - limit: The most characters kept, "…" included; at least 1.
  /// - Returns: The text to show; empty when nothing shown is left.
  public static func line(_ text: String, limit: Int) -> String {
    let limit = max(1, limit)
    var result = ""
    var count = 0
    var pendingSpace = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = count > 0
        continue
      }
      let shown = character.unicodeScalars.filter(isShown)
      guard !shown.isEmpty else { continue }
      if count + (pendingSpace ? 2 : 1) > limit {
        while count >= limit || result.last?.isWhitespace == true {
          result.removeLast()
          count -= 1
        }
        return result + "…"
      }
      if pendingSpace {
        result += " "
        count += 1
        pendingSpace = false
      }
      result.unicodeScalars.append(contentsOf: shown)
      count += 1
    }
    return result
  }

  /// Whether `scalar` may reach a screen as itself: not a control character (C0, DEL, C1), not an
  /// invisible format character (bidirectional controls, zero-width spaces...) other than the
  /// zero-width joiner and non-joiner, and not unassigned or a lone surrogate.
  ///
  /// - Parameter scalar: One Unicode scalar.
  /// - Returns: `false` for the scalars ``line(_:limit:)`` removes, spaces and line breaks aside.
  public static func isShown(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .surrogate, .unassigned: false
    case .format: scalar.value == 0x200C || scalar.value == 0x200D
    default: true
    }
  }

  /// Whether `text` holds a scalar that ``isShown(_:)`` rejects: a control character (a tab or a
  /// line break included) or an invisible format character. What a form refuses.
  ///
  /// - Parameter text: What the user typed.
  /// - Returns: `true` when the text holds a character that would not be shown as itself.
  public static func containsHidden(_ text: String) -> Bool {
    text.unicodeScalars.contains { !isShown($0) }
  }
}
