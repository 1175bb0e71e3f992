import Testing
import UserFeature

/// Input limits of the profile editor (issue 12): a name of at most 100 characters, an e-mail
/// address within RFC 5321's 64 characters before the `@` and 254 in all.
@Suite struct UserFormLimitTests {
  static let domain = "@example.com"

  @Test func aNameOfTheLimitIsAcceptedAndOneMoreIsRefused() {
    let longest = String(repeating: "n", count: UserForm.maximumNameLength)
    #expect(
      UserForm(name: longest, email: "a@b.co").validated()
        == .success(UserUpdate(name: longest, email: "a@b.co")))
    #expect(
      UserForm(name: longest + "n", email: "a@b.co").validated()
        == .failure(UserFormErrors(name: "Enter a name of at most 100 characters.")))
  }

  @Test func aHugeNameIsRefusedWithTheSameMessage() {
    let huge = String(repeating: "x", count: 100_000)
    #expect(
      UserForm(name: huge, email: "a@b.co").validated()
        == .failure(UserFormErrors(name: "Enter a name of at most 100 characters.")))
  }

  @Test func emailLimitsFollowRFC5321() {
    let tooLong = UserFormErrors(
      email: "Enter an e-mail address of at most 254 characters, with at most 64 before the @.")
    let local64 = String(repeating: "l", count: 64)
    #expect((try? UserForm(name: "A", email: local64 + Self.domain).validated().get()) != nil)
    #expect(
      UserForm(name: "A", email: local64 + "l" + Self.domain).validated() == .failure(tooLong))
    let local300 = String(repeating: "l", count: 300)
    #expect(UserForm(name: "A", email: local300 + Self.domain).validated() == .failure(tooLong))
    // 254 in all is accepted, 255 refused.
    let at254 = local64 + "@" + String(repeating: "d", count: 185) + ".com"
    #expect(at254.count == 254)
    #expect((try? UserForm(name: "A", email: at254).validated().get()) != nil)
    let over = local64 + "@" + String(repeating: "d", count: 186) + ".com"
    #expect(UserForm(name: "A", email: over).validated() == .failure(tooLong))
  }

  @Test func limitsAreWordedInTheTextsLanguage() {
    let huge = String(repeating: "x", count: 101)
    #expect(
      UserForm(name: huge, email: "bad").validated(texts: .simplifiedChinese)
        == .failure(
          UserFormErrors(name: "姓名最多 100 个字符。", email: "请输入形如 name@example.com 的电子邮箱地址。")))
  }
}
