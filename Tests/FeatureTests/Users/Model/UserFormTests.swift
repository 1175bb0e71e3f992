import Testing
import UserFeature

@Suite struct UserFormTests {
  @Test func aValidFormBecomesATrimmedUpdate() {
    let form = UserForm(name: "\t Ada  Lovelace \n", email: "  ada@example.org ")

    #expect(
      form.validated() == .success(UserUpdate(name: "Ada  Lovelace", email: "ada@example.org")))
  }

  @Test(arguments: ["", " ", "\n\t  "])
  func aBlankNameIsRejected(name: String) {
    #expect(
      UserForm(name: name, email: "ada@example.org").validated()
        == .failure(UserFormErrors(name: "Enter a name.")))
  }

  @Test(arguments: [
    "a@b.co", "first.last+tag@mail.example.com", "O'Neil@example.ie", "x_y@sub.domain.travel",
  ])
  func aPlausibleEmailIsAccepted(email: String) {
    #expect(
      UserForm(name: "Ada", email: email).validated()
        == .success(UserUpdate(name: "Ada", email: email)))
  }

  @Test(arguments: [
    "", "plain", "@example.com", "ada@", "ada@example", "ada@example.", "ada@.com",
    "ada@example..com", "ada lovelace@example.com", "ada@exa mple.com", "ada@@example.com",
    "ada@b@example.com", "ada@example.c", "ada@example.c0m",
  ])
  func anImplausibleEmailIsRejected(email: String) {
    #expect(
      UserForm(name: "Ada", email: email).validated()
        == .failure(UserFormErrors(email: "Enter an e-mail address like name@example.com.")))
  }

  @Test func everyInvalidFieldIsReportedAtOnce() {
    let result = UserForm(name: " ", email: "nope").validated()

    #expect(
      result
        == .failure(
          UserFormErrors(
            name: UserForm.blankNameMessage, email: UserForm.invalidEmailMessage)))
  }

  @Test func noErrorsMeansEmpty() {
    #expect(UserFormErrors.none.isEmpty)
    #expect(!UserFormErrors(name: "x").isEmpty)
    #expect(!UserFormErrors(email: "x").isEmpty)
  }
}
