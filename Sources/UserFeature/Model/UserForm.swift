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
///
/// `Codable`, so that the profile's editor keeps what the user typed when the app is killed (a
/// `ScreenLifecycle.Form` restores the draft of a `Codable` value): the fields as typed,
/// untrimmed. In a target with Xcode 26's main-actor default isolation, declare such a value
/// `nonisolated` (as the README says of a list's model): a form needs its `Equatable` and
/// `Codable` conformances everywhere, not on the main actor only.
public struct UserForm: Equatable, Sendable, Codable {
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
    var errors: [UserFormField: String] = [:]
    for check in Self.checks(texts: texts) where errors[check.field] == nil && !check.passes(self) {
      errors[check.field] = check.message
    }
    guard errors.isEmpty else { return .failure(UserFormErrors(errors)) }
    return .success(update)
  }

  /// The update the trimmed fields make.
  var update: UserUpdate {
    UserUpdate(name: trimmedName, email: trimmedEmail)
  }

  private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

  private var trimmedEmail: String { email.trimmingCharacters(in: .whitespacesAndNewlines) }

  /// Every check of the fields, in the order they apply: the first that fails for a field is
  /// that field's error. The editor's form rules and ``validated(texts:)`` both use them.
  ///
  /// - Parameter texts: Where the messages come from.
  /// - Returns: The field, its message, and whether a form passes, for each check.
  static func checks(
    texts: UserTexts
  ) -> [(field: UserFormField, message: String, passes: @Sendable (UserForm) -> Bool)] {
    [
      (.name, texts.blankName, { !$0.trimmedName.isEmpty }),
      (.name, texts.hiddenCharacters, { !InertText.containsHidden($0.trimmedName) }),
      (
        .name, texts.nameTooLong(maximumNameLength),
        { $0.trimmedName.count <= maximumNameLength }
      ),
      (.email, texts.hiddenCharacters, { !InertText.containsHidden($0.trimmedEmail) }),
      (
        .email, texts.emailTooLong(maximumEmailLocalPartLength, maximumEmailLength),
        { hasPlausibleLength($0.trimmedEmail) }
      ),
      (.email, texts.invalidEmail, { isPlausibleEmail($0.trimmedEmail) }),
    ]
  }

  private static func hasPlausibleLength(_ email: String) -> Bool {
    let local = email.split(separator: "@", omittingEmptySubsequences: false).first ?? ""
    return email.count <= maximumEmailLength && local.count <= maximumEmailLocalPartLength
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
