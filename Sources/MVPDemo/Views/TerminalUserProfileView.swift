import MVPCore
import UserFeature

/// A user's profile as a terminal screen: name, email, username, phone and avatar, and the
/// editor's state (fields, field errors, saving) while editing; the save's confirmation or
/// error as a message.
///
/// Passive: `edit NAME | EMAIL` opens the presenter's editor if it is closed and submits the
/// fields to `UserProfilePresenter.save(name:email:)`, which validates them; `cancel` closes the
/// editor without saving (`UserProfilePresenter.cancelEditing()`);
/// `retry` and `back` go to the presenter too, which it keeps strongly. Fields longer than 60
/// characters are shown clipped, with their length.
@MainActor
public final class TerminalUserProfileView: UserProfileView, TerminalScreen {
  private struct Editor {
    var name: String
    var email: String
    var errors = UserFormErrors.none
    var isSaving = false
  }

  /// The presenter this view forwards input to; kept strongly (view → presenter).
  public let presenter: UserProfilePresenter

  private let texts: DemoTexts
  private let rowTitle: String?
  private var profile: UserProfileViewModel?
  private var editor: Editor?
  private var state = ScreenState()

  /// Creates the view around its presenter.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, kept strongly.
  ///   - texts: The demo's strings; English by default.
  ///   - rowTitle: What the row this screen was opened from showed (its name), the title until
  ///     the screen's own loads; `nil` (the default) titles it with the id.
  public init(presenter: UserProfilePresenter, texts: DemoTexts = .english, rowTitle: String? = nil)
  {
    self.presenter = presenter
    self.texts = texts
    self.rowTitle = rowTitle
  }

  // MARK: UserProfileView

  /// Shows the full-screen loading line.
  public func showLoading() { state.isLoading = true }

  /// Hides the loading line.
  public func hideLoading() { state.isLoading = false }

  /// Replaces the profile with the error state.
  ///
  /// - Parameters:
  ///   - message: The explanation.
  ///   - canRetry: Whether to offer `retry`.
  public func showError(message: String, canRetry: Bool) {
    profile = nil
    state.showError(message: message, canRetry: canRetry)
  }

  /// Shows the user's details.
  ///
  /// - Parameter profile: What to show.
  public func showProfile(_ profile: UserProfileViewModel) {
    self.profile = profile
    state.showContent()
  }

  /// Opens the editor with its fields filled in.
  ///
  /// - Parameter draft: The name and e-mail fields' text.
  public func showDraft(_ draft: UserForm) {
    editor = Editor(name: draft.name, email: draft.email)
  }

  /// Shows the field errors; an empty dictionary clears them.
  ///
  /// - Parameter errors: One message per invalid field.
  public func showFieldErrors(_ errors: [UserFormField: String]) {
    editor?.errors = UserFormErrors(errors)
  }

  /// Shows the saving line.
  public func showSaving() { editor?.isSaving = true }

  /// Hides the saving line.
  public func hideSaving() { editor?.isSaving = false }

  /// Shows why saving failed, once.
  ///
  /// - Parameter message: The explanation.
  public func showSaveError(_ message: String) {
    state.messages.append(message)
  }

  /// Shows a transient message, such as the confirmation of a saved edit, once.
  ///
  /// - Parameter text: The message.
  public func showMessage(_ text: String) {
    state.messages.append(text)
  }

  /// Closes the editor.
  public func hideEditor() { editor = nil }

  // MARK: TerminalScreen

  /// The presenter's task scope.
  public var taskScopes: [TaskScope] { [presenter.tasks] }

  /// `Loading…` or `Saving…`.
  public var progress: String? {
    if state.isLoading { return texts.loading }
    return editor?.isSaving == true ? texts.saving : nil
  }

  /// Forwards `event` to the presenter.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) { presenter.handle(event) }

  /// Renders the profile, the editor, the state and the messages.
  ///
  /// - Returns: The screen; titled with the row it was opened from, else `User #ID`, until the
  ///   profile is loaded.
  public func render() -> ScreenContent {
    var lines: [String] = []
    if let profile {
      lines += [
        texts.email(OutsideText.field(profile.email)),
        texts.username(OutsideText.field(profile.username)),
        texts.phone(OutsideText.field(profile.phone)),
      ]
      if let avatar = profile.avatarURL {
        lines.append(texts.avatar(OutsideText.field(avatar.absoluteString)))
      }
    }
    if let editor {
      lines.append(
        texts.editing(name: texts.clipped(editor.name), email: texts.clipped(editor.email)))
      if let error = editor.errors.name { lines.append(texts.nameError(error)) }
      if let error = editor.errors.email { lines.append(texts.emailError(error)) }
      if editor.isSaving { lines.append(texts.saving) }
    }
    lines += state.lines(texts)
    var commands: [String] = []
    if profile != nil { commands.append(texts.editHint) }
    if let editor, !editor.isSaving { commands.append("cancel") }
    if state.offersRetry { commands.append("retry") }
    return ScreenContent(
      title: profile.map { OutsideText.field($0.name) } ?? rowTitle
        ?? texts.userTitle(presenter.userID),
      lines: lines,
      commands: commands, messages: state.takeMessages())
  }

  /// Handles `edit NAME | EMAIL`, `cancel`, `retry` and `back`.
  ///
  /// - Parameter command: The command.
  /// - Returns: The outcome; `unsupported` for `edit` before the profile shows, for `cancel`
  ///   while the editor is closed or saving, and for `retry` when no retry is offered.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    switch command {
    case .edit(let name, let email):
      guard profile != nil else { return .unsupported }
      if editor == nil { presenter.edit() }
      editor?.name = name
      editor?.email = email
      presenter.save(name: name, email: email)
    case .cancel:
      guard let editor, !editor.isSaving else { return .unsupported }
      presenter.cancelEditing()
    case .retry:
      guard state.offersRetry else { return .unsupported }
      presenter.retry()
    case .back:
      presenter.back()
    default:
      return .unsupported
    }
    return .performed
  }
}
