import Testing
import UserFeature

/// Issue 22: a field holding a control character or an invisible format character is refused
/// with a field error, never saved (and cleaned or not, never shown raw).
@Suite struct UserFormHiddenCharacterTests {
  static let hostile = [
    "\u{1B}[31mRed\u{1B}[0m", "Ding\u{07}", "Nul\u{0}l", "Tab\tbed", "Two\nlines", "Del\u{7F}",
    "C1\u{9B}2J", "Evil\u{202E}gnp.exe", "Left\u{202A}x", "Iso\u{2066}x\u{2069}", "Fsi\u{2068}x",
    "Rli\u{2067}x", "Mark\u{200F}x", "Zero\u{200B}width",
  ]

  @Test(arguments: hostile)
  func aNameWithHiddenCharactersIsRefused(name: String) {
    #expect(
      UserForm(name: name, email: "ada@example.org").validated()
        == .failure(UserFormErrors(name: UserTexts.english.hiddenCharacters)))
  }

  @Test(arguments: hostile.map { $0.replacingOccurrences(of: " ", with: "") + "@example.org" })
  func anEmailWithHiddenCharactersIsRefused(email: String) {
    #expect(
      UserForm(name: "Ada", email: email).validated()
        == .failure(UserFormErrors(email: UserTexts.english.hiddenCharacters)))
  }

  @Test func theErrorSaysWhatToRemoveInEachLanguage() {
    #expect(
      UserTexts.english.hiddenCharacters
        == "Remove the control or invisible characters (such as escapes, tabs or direction marks).")
    #expect(
      UserForm(name: "A\u{1B}", email: "a@b.co").validated(texts: .simplifiedChinese)
        == .failure(UserFormErrors(name: "请删除控制字符或不可见字符（如转义符、制表符或方向标记）。")))
  }

  @Test(arguments: ["Zoë", "李雷", "👩‍💻 Ada", "O\u{2019}Neil", "Ada  Lovelace"])
  func visibleTextAndTheJoinersAreAccepted(name: String) {
    #expect(
      UserForm(name: name, email: "a@b.co").validated()
        == .success(UserUpdate(name: name, email: "a@b.co")))
  }
}
