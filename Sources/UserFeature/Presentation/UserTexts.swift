import Foundation
import MVPCore
import MVPLocalization

/// The user-facing strings of the user feature, injectable as a set.
///
/// ``localized(for:)`` reads them with Foundation's localization from the feature's string tables
/// (`Resources/<language>.lproj/Localizable.strings`; English and Simplified Chinese ship, English
/// is the fallback), looked up for a locale through `StringTable`; ``english`` and
/// ``simplifiedChinese`` are those two. An app can build its own set with the initializer, or add
/// a language by adding a table.
public struct UserTexts: Sendable {
  /// The empty state of the user list.
  public var emptyList: String
  /// The notice under a list whose server sent users the app cannot read; receives how many, 1
  /// or more.
  public var skippedUsers: @Sendable (_ count: Int) -> String
  /// The message after a delete failed; receives the user's name and the failure's sentence.
  public var deleteFailed: @Sendable (_ name: String, _ reason: String) -> String
  /// The message after a save failed; receives the failure's sentence.
  public var saveFailed: @Sendable (_ reason: String) -> String
  /// The field error of a blank name.
  public var blankName: String
  /// The field error of a name longer than ``UserForm/maximumNameLength``; receives that limit.
  public var nameTooLong: @Sendable (_ limit: Int) -> String
  /// The field error of an e-mail address that is not of the form `local@domain.tld`.
  public var invalidEmail: String
  /// The field error of an e-mail address longer than RFC 5321 allows; receives the limits of
  /// the local part and of the whole address.
  public var emailTooLong: @Sendable (_ localLimit: Int, _ totalLimit: Int) -> String
  /// The user-facing sentence for a service failure.
  public var errorMessage: @Sendable (_ error: ServiceError) -> String
  /// The message after the server confirmed a delete; receives the user's name.
  public var deleted: @Sendable (_ name: String) -> String
  /// The message after the server saved an edit.
  public var saved: String
  /// The field error of a field holding a control or invisible format character (see
  /// ``UserForm``).
  public var hiddenCharacters: String
  /// The editor's save error after the app was killed while a save ran: the save may not have
  /// finished, and the draft is offered again (see ``UserProfilePresenter``).
  public var saveInterrupted: String

  /// Creates a set of texts.
  ///
  /// - Parameters:
  ///   - emptyList: The empty state of the list.
  ///   - skippedUsers: Builds the notice of users that could not be shown (count).
  ///   - deleteFailed: Builds the message after a failed delete (name, reason).
  ///   - saveFailed: Builds the message after a failed save (reason).
  ///   - blankName: The field error of a blank name.
  ///   - nameTooLong: Builds the field error of a long name (limit).
  ///   - invalidEmail: The field error of a malformed e-mail address.
  ///   - emailTooLong: Builds the field error of a long e-mail address (local and total limits).
  ///   - errorMessage: Words a service failure.
  ///   - deleted: Builds the message after a confirmed delete (name); defaults to the English one.
  ///   - saved: The message after a saved edit; defaults to the English one.
  ///   - hiddenCharacters: The field error of a field holding control or invisible format
  ///     characters; defaults to the English one.
  ///   - saveInterrupted: The editor's message after the app was killed during a save; defaults
  ///     to the English one.
  public init(
    emptyList: String,
    skippedUsers: @escaping @Sendable (_ count: Int) -> String,
    deleteFailed: @escaping @Sendable (_ name: String, _ reason: String) -> String,
    saveFailed: @escaping @Sendable (_ reason: String) -> String,
    blankName: String,
    nameTooLong: @escaping @Sendable (_ limit: Int) -> String,
    invalidEmail: String,
    emailTooLong: @escaping @Sendable (_ localLimit: Int, _ totalLimit: Int) -> String,
    errorMessage: @escaping @Sendable (_ error: ServiceError) -> String,
    deleted: @escaping @Sendable (_ name: String) -> String = { UserTexts.english.deleted($0) },
    saved: String = UserTexts.english.saved,
    hiddenCharacters: String = UserTexts.english.hiddenCharacters,
    saveInterrupted: String = UserTexts.english.saveInterrupted
  ) {
    self.emptyList = emptyList
    self.skippedUsers = skippedUsers
    self.deleteFailed = deleteFailed
    self.saveFailed = saveFailed
    self.blankName = blankName
    self.nameTooLong = nameTooLong
    self.invalidEmail = invalidEmail
    self.emailTooLong = emailTooLong
    self.errorMessage = errorMessage
    self.deleted = deleted
    self.saved = saved
    self.hiddenCharacters = hiddenCharacters
    self.saveInterrupted = saveInterrupted
  }

  /// The texts in the language of `locale`, from the feature's string tables: the best match
  /// among the shipped languages, English when none matches (see `StringTable`). Counts choose
  /// their plural form by the language's rule; service failures use
  /// `ServiceError.userMessage(in:)` for the same locale, and ``saveInterrupted`` is MVPCore's
  /// sentence (`form.saveInterrupted` of `Bundle.mvpCore`) for the same locale.
  ///
  /// - Parameter locale: The locale whose language to use, for example `zh_CN`.
  /// - Returns: The texts.
  public static func localized(for locale: Locale) -> UserTexts {
    let table = StringTable(bundle: .module, locale: locale)
    return UserTexts(
      emptyList: table.string("list.empty"),
      skippedUsers: { count in table.plural("list.skipped", count: count) },
      deleteFailed: { name, reason in table.format("delete.failed", name, reason) },
      saveFailed: { reason in table.format("save.failed", reason) },
      blankName: table.string("form.name.blank"),
      nameTooLong: { limit in table.format("form.name.tooLong", limit) },
      invalidEmail: table.string("form.email.invalid"),
      emailTooLong: { local, total in table.format("form.email.tooLong", local, total) },
      errorMessage: { error in error.userMessage(in: locale) },
      deleted: { name in table.format("delete.done", name) },
      saved: table.string("save.done"),
      hiddenCharacters: table.string("form.hiddenCharacters"),
      saveInterrupted: StringTable(bundle: .mvpCore, locale: locale).string("form.saveInterrupted"))
  }

  /// English texts: ``localized(for:)`` for `en`.
  public static let english = UserTexts.localized(for: Locale(identifier: "en"))

  /// Simplified Chinese texts: ``localized(for:)`` for `zh-Hans`.
  public static let simplifiedChinese = UserTexts.localized(for: Locale(identifier: "zh-Hans"))
}
