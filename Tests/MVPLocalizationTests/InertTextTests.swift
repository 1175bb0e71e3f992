import MVPLocalization
import Testing

/// ``InertText/line(_:limit:)`` bounds what one character carries. The limit counted characters
/// only: one letter with 100,000 combining marks came back whole for a limit of 20, so a "Zalgo"
/// display name flooded the line.
@Suite struct InertTextTests {
  /// `text`'s first 24 scalars as hexadecimal code points, then how many there are in all when
  /// more: a failure stays readable.
  static func codePoints(_ text: String) -> [String] {
    let scalars = text.unicodeScalars
    let shown = scalars.prefix(24).map { String($0.value, radix: 16, uppercase: true) }
    return scalars.count > 24 ? shown + ["\(scalars.count) in all"] : shown
  }

  @Test func aLetterKeepsAtMostFourMarks() {
    let zalgo = "Z" + String(repeating: "\u{301}", count: 100_000)
    let shown = InertText.line(zalgo, limit: 20)
    #expect(Self.codePoints(shown) == ["5A", "301", "301", "301", "301"])
  }

  @Test func aZalgoNameKeepsItsLettersWithFourMarksEach() {
    let marks = (0x300...0x36F).compactMap(Unicode.Scalar.init).map(String.init).joined()
    let name = "Zalgo".map { String($0) + marks }.joined()
    let shown = InertText.line(name, limit: 20)
    #expect(shown.unicodeScalars.count == 25)
    #expect(shown.map { $0.unicodeScalars.count } == [5, 5, 5, 5, 5])
    #expect(String(shown.map { $0.unicodeScalars.first.map(Character.init) ?? "?" }) == "Zalgo")
  }

  @Test func marksThatARemovedScalarKeptApartJoinTheLetterAndItsBound() {
    let chunk = "\u{200B}" + String(repeating: "\u{301}", count: 4)
    let hostile = "a" + String(repeating: chunk, count: 1_000) + "\u{202E}\u{302}b"
    #expect(
      Self.codePoints(InertText.line(hostile, limit: 20)) == [
        "61", "301", "301", "301", "301", "62",
      ])
    #expect(InertText.line("a\u{200B}\u{301}b", limit: 2) == "a\u{301}b")
  }

  @Test func aCharacterKeepsAtMostTenScalars() {
    // Hangul leading consonants, emoji modifiers and joiners: one character however many.
    let jamo = String(repeating: "\u{1100}", count: 50)
    #expect(InertText.line(jamo, limit: 5) == String(repeating: "\u{1100}", count: 10))
    let thumbs = "👍" + String(repeating: "🏻", count: 50)
    #expect(
      Self.codePoints(InertText.line(thumbs, limit: 5)) == ["1F44D"]
        + Array(repeating: "1F3FB", count: 9))
    let joiners = "a" + String(repeating: "\u{200D}", count: 50) + "b"
    #expect(InertText.line(joiners, limit: 5) == "ab")
    let women = String(repeating: "👩\u{200D}", count: 20) + "👩"
    // The cut leaves no joiner at the end, which would join the next emoji to it.
    #expect(InertText.line(women + "😀", limit: 5) == "👩‍👩‍👩‍👩‍👩😀")
  }

  @Test(arguments: [
    "ệ".decomposedStringWithCanonicalMapping,  // Vietnamese: a letter with two marks
    "स्त्र्यं",  // Devanagari: one character of 8 scalars, 4 of them marks
    "בְּרֵאשִׁ֖ית",  // Hebrew with points and a cantillation mark
    "བསྒྲུབས",  // Tibetan stacks
    "กิ่ง",  // Thai
    "1️⃣",  // a keycap: a variation selector and an enclosing mark
    "👩🏻‍❤️‍💋‍👨🏼",  // the longest standard emoji: 10 scalars
    "👨‍👩‍👧‍👦",  // a family: 7 scalars joined by U+200D
    "🇯🇵🇫🇷",  // two flags
    "Zoë Saldaña",
  ])
  func ordinaryTextIsKeptWhole(text: String) {
    #expect(Self.codePoints(InertText.line(text, limit: 20)) == Self.codePoints(text))
  }

  @Test func emojiSequencesAndFlagsCountAsOneCharacterEach() {
    let family = "👨‍👩‍👧‍👦"
    #expect(InertText.line(family + family + family, limit: 3) == family + family + family)
    #expect(InertText.line(family + family + family, limit: 2) == family + "…")
    #expect(InertText.line("🇯🇵🇫🇷🇩🇪", limit: 2) == "🇯🇵…")
    #expect(InertText.line("👩🏻‍❤️‍💋‍👨🏼 x", limit: 3) == "👩🏻‍❤️‍💋‍👨🏼 x")
  }

  @Test func aSubdivisionFlagLosesItsInvisibleTags() {
    // Tag characters (U+E0020–U+E007F) are invisible format characters, removed like the others:
    // the flag of Scotland shows as the black flag it is built on.
    #expect(InertText.line("🏴󠁧󠁢󠁳󠁣󠁴󠁿", limit: 5) == "🏴")
  }

  @Test func theOtherRulesStillHold() {
    #expect(
      InertText.line("  Evil\u{202E}gnp.exe \u{1B}[2J\n\tnext  ", limit: 40)
        == "Evilgnp.exe [2J next")
    #expect(InertText.line("abcdef", limit: 4) == "abc…")
    #expect(InertText.line("ab cdef", limit: 4) == "ab…")
    #expect(InertText.line("\u{200B}\u{202E}", limit: 4) == "")
    #expect(InertText.line("abc", limit: 0) == "…")
  }
}
