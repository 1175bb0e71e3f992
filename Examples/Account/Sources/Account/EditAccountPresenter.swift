import MVPCore

/// Decides what the "Edit account" screen shows: the account loaded into a form, the user's
/// edits checked as they type, and the save.
///
/// The form is MVPCore's `ScreenLifecycle.Form` (``form``), which drives the
/// ``EditAccountView`` itself: the load with its loading and error states and retry, the draft
/// (shown again to a view that attaches later), the field errors, the saving indicator, one save
/// at a time, a failed save's message with the edits kept. `ScreenPresenter` gives attach,
/// detach, the lifecycle events, `tasks`, `viewDidLoad()` (the load) and `retry()`.
@MainActor
public final class EditAccountPresenter: ScreenPresenter {
  /// The form's type: an ``Account`` edited field by field (``AccountField``).
  public typealias AccountForm = ScreenLifecycle<any EditAccountView>.Form<Account, AccountField>

  /// The screen: the weak binding to the view, the load and the save.
  public let screen = ScreenLifecycle<any EditAccountView>()
  /// The account's form: its draft, field errors and save.
  public let form: AccountForm
  private let service: any AccountService
  private let router: any EditAccountRouting

  /// Creates the presenter; nothing loads until `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - service: Where the account comes from and is saved.
  ///   - router: Goes back once the account is saved; held strongly.
  public init(service: any AccountService, router: any EditAccountRouting) {
    self.service = service
    self.router = router
    form = AccountForm(
      screen: screen, load: .async { [service] in try await service.account() },
      view: { $0.formView },
      rules: [
        .init(.name, "Enter your name.") { !$0.name.isEmpty },
        .init(.email, "Enter an e-mail address with an @.") { $0.email.contains("@") },
      ])
  }

  /// The user typed in the name field.
  ///
  /// - Parameter text: The field's whole text.
  public func editName(_ text: String) { form.edit(.name) { $0.name = text } }

  /// The user typed in the e-mail field.
  ///
  /// - Parameter text: The field's whole text.
  public func editEmail(_ text: String) { form.edit(.email) { $0.email = text } }

  /// Saves the draft when it is valid, then goes back with the saved account. An invalid draft
  /// shows every field's error and sends nothing; a tap while a save runs does nothing; a failure
  /// shows the server's message and keeps the edits.
  public func save() {
    form.save(
      .async { [service] in try await service.save($0) }, owner: self,
      then: { presenter, saved in presenter.router.navigate(to: .back(saved: saved)) })
  }
}
