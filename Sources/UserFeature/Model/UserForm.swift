import Foundation

/// What the user typed in the profile editor, before validation.
///
/// Validation rules (the feature's own, from issue 3):
/// - the name, trimmed of surrounding whitespace and newlines, must not be empty;
/// - the e-mail address, trimmed, must look like `local@domain.tld`: exactly one `@`, a non-empty
///   local part, no whitespace, and a domain of at least two non-empty dot-separated labels whose
///   last label (the top-level domain) has two or more letters.
///
/// The e-mail rule only rejects obvious typos; the server stays the authority on what it accepts.
public struct UserForm: Equatable, Sendable {
  /// The message shown when the name is blank.
  public static let blankNameMessage = "Enter a name."

  /// The message shown when the e-mail address is not of the form `local@domain.tld`.
  public static let invalidEmailMessage = "Enter an e-mail address like name@example.com."

  /// The name as typed, untrimmed.
  public var name: String

  /// The e-mail address as typed, untrimmed.
  public var email: String

  /// Creates a form from the editor's fields.
  ///
  /// - Parameters:
  ///   - name: The name field's text.
  ///   - email: The e-mail field's text.
  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }

  /// Validates the form.
  ///
  /// - Returns: The trimmed ``UserUpdate`` when both fields are valid, or the ``UserFormErrors``
  ///   naming every invalid field.
  public func validated() -> Result<UserUpdate, UserFormErrors> {
    let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
    let trimmedEmail = email.trimmingCharacters(in: .whitespacesAndNewlines)
    let errors = UserFormErrors(
      name: trimmedName.isEmpty ? Self.blankNameMessage : nil,
      email: Self.isPlausibleEmail(trimmedEmail) ? nil : Self.invalidEmailMessage)
    guard errors.isEmpty else { return .failure(errors) }
    return .success(UserUpdate(name: trimmedName, email: trimmedEmail))
  }

  private static func isPlausibleEmail(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace) else { return false }
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let tld = labels.last else {
      return false
    }
    return tld.count >= 2 && tld.allSatisfy(\.isLetter)
  }
}
