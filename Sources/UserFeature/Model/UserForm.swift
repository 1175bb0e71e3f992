import Foundation
import MVPCore
import MVPLocalization

/// What the user typed in the profile editor, before validation.
///
/// Validation rules (the feature's own, from issues 3 and 12):
/// - the name, trimmed of surrounding whitespace and newlines, must not be empty and must have at
///   most ``maximumNameLength`` characters;
/// - the e-mail address, trimmed, must look like `local@domain.tld`: exactly one `@`, a non-empty
///   local part, no whitespace, and a domain of at least two non-empty dot-separated labels whose
///   last label (the top-level domain) has two or more letters;
/// - and it must fit RFC 5321's limits: at most ``maximumEmailLocalPartLength`` (64) characters
///   before the `@` and ``maximumEmailLength`` (254) in all;
/// - neither field, trimmed, may hold a character that a screen would not show as itself
///   (MVPLocalization's `InertText.containsHidden(_:)`): a control character (a tab, a line break, ESC,
///   BEL, NUL...) or an invisible format character (a bidirectional override or isolate such as
///   U+202E or U+2066); such a field is refused with ``UserTexts/hiddenCharacters``, not cleaned
///   and saved.
///
/// The e-mail rule only rejects obvious typos; the server stays the authority on what it accepts.
public struct UserForm: Equatable, Sendable {
  /// The English message shown when the name is blank (``UserTexts/blankName``).
  public static var blankNameMessage: String { UserTexts.english.blankName }

  /// The English message shown when the e-mail address is not of the form `local@domain.tld`
  /// (``UserTexts/invalidEmail``).
  public static var invalidEmailMessage: String { UserTexts.english.invalidEmail }

  /// The most characters of a name, after trimming: 100.
  public static let maximumNameLength = 100

  /// The most characters of an e-mail address's local part (before the `@`): 64, per RFC 5321
  /// section 4.5.3.1.1.
  public static let maximumEmailLocalPartLength = 64

  /// The most characters of an e-mail address: 254, RFC 5321's 256-octet path less its angle
  /// brackets.
  public static let maximumEmailLength = 254

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
  /// - Parameter texts: The field errors' wording; defaults to ``UserTexts/english``.
  /// - Returns: The trimmed ``UserUpdate`` when both fields are valid, or the ``UserFormErrors``
  ///   naming every invalid field.
  public func validated(texts: UserTexts = .english) -> Result<UserUpdate, UserFormErrors> {
    let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
    let trimmedEmail = email.trimmingCharacters(in: .whitespacesAndNewlines)
    let errors = UserFormErrors(
      name: nameError(trimmedName, texts: texts),
      email: emailError(trimmedEmail, texts: texts))
    guard errors.isEmpty else { return .failure(errors) }
    return .success(UserUpdate(name: trimmedName, email: trimmedEmail))
  }

  private func nameError(_ name: String, texts: UserTexts) -> String? {
    if name.isEmpty { return texts.blankName }
    if InertText.containsHidden(name) { return texts.hiddenCharacters }
    if name.count > Self.maximumNameLength { return texts.nameTooLong(Self.maximumNameLength) }
    return nil
  }

  private func emailError(_ email: String, texts: UserTexts) -> String? {
    if InertText.containsHidden(email) { return texts.hiddenCharacters }
    let local = email.split(separator: "@", omittingEmptySubsequences: false).first ?? ""
    if email.count > Self.maximumEmailLength || local.count > Self.maximumEmailLocalPartLength {
      return texts.emailTooLong(Self.maximumEmailLocalPartLength, Self.maximumEmailLength)
    }
    return Self.isPlausibleEmail(email) ? nil : texts.invalidEmail
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
