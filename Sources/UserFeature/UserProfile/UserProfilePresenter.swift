import MVPCore

/// The presenter of one user's profile: loads the user, and edits their name and e-mail.
///
/// Behaviour:
/// - `viewDidLoad()`: full-screen loading, then the profile, or an error with retry
///   (`retry()`). A load already running is not started again, nor a loaded user reloaded.
/// - ``edit()`` opens the editor filled with the loaded name and e-mail.
/// - ``save(name:email:)`` validates first (``UserForm``): invalid input shows field errors and
///   sends nothing. Valid input clears earlier field errors, shows saving progress and sends one
///   request; taps while it runs are ignored. Success shows the server's version of the user,
///   closes the editor and confirms with a transient message ("Saved your changes."); failure
///   keeps the editor open and shows the error there ("Couldn't save your changes." and the
///   reason).
/// - ``cancelEditing()`` closes the editor, unless a save is running.
/// - ``back()`` and ``close()`` route to ``UserProfileRoute``.
/// - Cancellations the presenter asked for are never shown; a cancellation the service reports
///   on its own is an error like any other.
///
/// Delivery: the loading lifecycle is MVPCore's `ResourceLoader` on a `ScreenLifecycle`
/// (profile or error and the loading indicator are replayed state), the editor is MVPCore's
/// `ScreenLifecycle.Form` of a ``UserForm`` (its draft, field errors and saving indicator are
/// replayed state, so a view attached at any moment shows the editor, errors and progress that
/// are true then); the editor closed is replayed state too. The save error and the save
/// confirmation are `.queue`, told once to a visible view.
///
/// Work runs in `tasks` under the keys of ``UserProfileKeys``. A detach cancels the load (the
/// next attach resumes it); a save is a write and finishes, its outcome reaching the view
/// attached then.
///
/// Restores, after the app was killed (the user's id comes with the route): the editor open,
/// with the draft as typed and the field errors that showed. The user loads again at
/// `viewDidLoad`; an editor left unchanged opens again once they are loaded. A save that was
/// running is never sent again: the draft comes back with ``UserTexts/saveInterrupted``, and
/// the user saves again or cancels.
@MainActor
public final class UserProfilePresenter: ResourcePresenter {

  /// The identifier of the user shown.
  public let userID: Int

  private static let editorKey: ScreenKey = "editor"

  /// Whether the editor is open (from ``edit()`` until it closes); kept when the app is killed,
  /// so that an editor left unchanged opens again once the user is loaded.
  private var isEditing = false

  /// The screen: the weak binding to the view and the presenter's work.
  public let screen: ScreenLifecycle<any UserProfileView>
  private let service: any UserService
  private let router: any UserProfileRouting
  private let changes: UserChanges?
  private let texts: UserTexts
  /// The user's load: `viewDidLoad()` starts it and `retry()` repeats it after an error.
  public let resource: ResourceLoader<User, any UserProfileView>
  /// The editor's form: a draft while the editor is open (``edit()``), `nil` while it is closed.
  public let editor: ScreenLifecycle<any UserProfileView>.Form<UserForm, UserFormField>

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - userID: The identifier of the user to show.
  ///   - service: Where the user comes from and where changes go.
  ///   - router: Navigation, held strongly.
  ///   - changes: Told about each saved edit, so other screens (the list) can show it; `nil` for
  ///     none.
  ///   - texts: The user-facing strings; defaults to ``UserTexts/english``.
  ///   - writeOutcomes: Where a save reports when it ends after the presenter was released (the
  ///     user left the screen); `nil` (the default) for `WriteOutcomes.shared`.
  public init(
    userID: Int,
    service: any UserService,
    router: any UserProfileRouting,
    changes: UserChanges? = nil,
    texts: UserTexts = .english,
    writeOutcomes: WriteOutcomes? = nil
  ) {
    screen = ScreenLifecycle(writeOutcomes: writeOutcomes)
    self.userID = userID
    self.service = service
    self.router = router
    self.changes = changes
    self.texts = texts
    let errorMessage = texts.errorMessage
    self.resource = ResourceLoader(
      screen: screen, key: UserProfileKeys.load,
      fetch: .async { [service] in try await service.user(id: userID) },
      view: { $0 }, showValue: { view, user in view.showProfile(UserProfileViewModel(user: user)) },
      errorMessage: errorMessage)
    editor = .init(
      screen: screen, key: UserProfileKeys.load, value: nil, view: { $0.formView },
      rules: UserForm.checks(texts: texts).map { .init($0.field, $0.message, isValid: $0.passes) },
      errorPolicy: .afterSaveAttempt, interruptedSaveMessage: texts.saveInterrupted)
    resource.didLoad = { [weak self] _ in self?.reopenEditor() }
    screen.restores(\.isEditing, of: self, key: "editing")
  }

  /// Opens the editor with the user's current name and e-mail. Ignored before the user is loaded
  /// or while the editor is open.
  public func edit() {
    guard let user = resource.value, editor.draft == nil else { return }
    // The editor is open: a view that attaches later is no longer told to close it (the form's
    // draft opens it there).
    screen.binding.update(.state(Self.editorKey)) { _ in }
    isEditing = true
    editor.reset(to: UserForm(name: user.displayName, email: user.email))
  }

  /// Opens the editor again once the user is loaded, when it was open with nothing typed when
  /// the app was killed (the form keeps a draft only when the user would lose something).
  private func reopenEditor() {
    guard isEditing, editor.draft == nil else { return }
    isEditing = false
    edit()
  }

  /// Validates the editor's fields and, when valid, saves them.
  ///
  /// Ignored when the editor is not open or a save is running (a double tap sends one request).
  ///
  /// - Parameters:
  ///   - name: The name field's text, untrimmed.
  ///   - email: The e-mail field's text, untrimmed.
  public func save(name: String, email: String) {
    guard editor.draft != nil, !editor.isSaving else { return }
    editor.edit(.name) { $0.name = name }
    editor.edit(.email) { $0.email = email }
    let texts = self.texts
    let update = ServiceCall<UserForm, User>.async { [service, userID] form in
      try await service.updateUser(id: userID, with: form.update)
    }
    editor.save(
      update, owner: self,
      // The editor closes on success: what was typed stays its value, nothing to show again.
      savedValue: { _ in UserForm(name: name, email: email) },
      failureMessage: { texts.saveFailed(texts.errorMessage($0)) },
      then: { presenter, user in presenter.didSave(user) })
  }

  /// Closes the editor without saving. Ignored while a save is running.
  public func cancelEditing() {
    guard editor.draft != nil, !editor.isSaving else { return }
    closeEditor()
  }

  /// Goes back to the previous screen.
  public func back() {
    router.navigate(to: .back)
  }

  /// Closes the profile shown modally.
  public func close() {
    router.navigate(to: .close)
  }

  private func didSave(_ user: User) {
    resource.show(user)
    // The view may have closed the editor itself while it was shown the new profile.
    if editor.draft != nil { closeEditor() }
    changes?.userDidChange(user)
    screen.showMessage(texts.saved, on: \.messageView)
  }

  /// Closes the editor: the attached view and every later one get it closed.
  private func closeEditor() {
    isEditing = false
    editor.reset(to: nil)
    screen.binding.update(.state(Self.editorKey)) { $0.hideEditor() }
  }
}
