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
/// - **Bounded per character**: a character (what a reader sees as one letter, emoji or flag: a
///   grapheme cluster, such as a letter with its accents or an emoji sequence joined by U+200D)
///   keeps at most 4 nonspacing or enclosing marks (Unicode general categories Mn and Me: accents,
///   vowel signs, variation selectors; a "Zalgo" name stacks hundreds on one letter) and at most
///   10 Unicode scalars in all (the longest standard emoji, a kiss with two skin tones, has 10;
///   a flag has 2). Later ones are removed, and so is a zero-width joiner that this leaves at the
///   end of the character. Characters are taken as they are once the removals above are done:
///   marks that a removed scalar kept apart join the letter before them and count towards its
///   bound.
/// - **Cut**: at most `limit` characters, the last being "…" when cut, so at most 10 × `limit`
///   scalars; a 10 MB name does not flood the screen, and the text is read no further than needed.
///
/// `MVPCore`'s `ServiceError.userMessage(in:)` shows a server's message through this rule, and so does
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
    // The characters that nothing later can change, and how many they are.
    var done = ""
    var count = 0
    // The last character shown so far: the next scalars shown may still join it.
    var unfinished = ""
    var pendingSpace = false
    for character in text {
      if character.isWhitespace {
        pendingSpace = count > 0 || !unfinished.isEmpty
        continue
      }
      let shown = bounded(character.unicodeScalars.filter(isShown))
      guard !shown.isEmpty else { continue }
      if pendingSpace {
        unfinished.unicodeScalars.append(" ")
        pendingSpace = false
      }
      unfinished.unicodeScalars.append(contentsOf: shown)
      var characters = boundedCharacters(of: unfinished)
      unfinished = characters.popLast() ?? ""
      for finished in characters {
        done += finished
        count += 1
      }
      if count + (unfinished.isEmpty ? 0 : 1) > limit {
        var cut = String(done.prefix(limit - 1))
        while cut.last?.isWhitespace == true { cut.removeLast() }
        return cut + "…"
      }
    }
    return done + unfinished
  }

  /// The most nonspacing or enclosing marks one character keeps (see ``InertText``).
  private static let marksPerCharacter = 4

  /// The most Unicode scalars one character keeps (see ``InertText``).
  private static let scalarsPerCharacter = 10

  /// The scalars of one character within the bounds: at most `marksPerCharacter` marks and
  /// `scalarsPerCharacter` scalars, without a zero-width joiner left last by the cut.
  private static func bounded(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
    guard scalars.count > 1 else { return scalars }
    var kept: [Unicode.Scalar] = []
    var marks = 0
    for scalar in scalars {
      guard kept.count < scalarsPerCharacter else { break }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark:
        guard marks < marksPerCharacter else { continue }
        marks += 1
      default: break
      }
      kept.append(scalar)
    }
    if kept.count < scalars.count {
      while kept.last == "\u{200D}" { kept.removeLast() }
    }
    return kept
  }

  /// `text` split into its characters, each within the bounds; a character cut short is split
  /// again, since what followed it may now join it.
  ///
  /// - Parameter text: A few characters: the last one shown and what follows it.
  /// - Returns: The characters, none empty (one of joiners alone may be left with nothing).
  private static func boundedCharacters(of text: String) -> [String] {
    var text = text
    while true {
      var characters: [String] = []
      var changed = false
      for character in text {
        let scalars = Array(character.unicodeScalars)
        let kept = bounded(scalars)
        changed = changed || kept.count != scalars.count
        guard !kept.isEmpty else { continue }
        var piece = ""
        piece.unicodeScalars.append(contentsOf: kept)
        characters.append(piece)
      }
      guard changed else { return characters }
      text = characters.joined()
    }
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
