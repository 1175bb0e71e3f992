import MVPCore
import UserFeature

/// A user's profile as a terminal screen: name, email, username, phone and avatar, and the
/// editor's state (fields, field errors, saving, save error) while editing.
///
/// Passive: `edit NAME | EMAIL` opens the presenter's editor if it is closed and submits the
/// fields to ``UserFeature/UserProfilePresenter/save(name:email:)``, which validates them;
/// `retry` and `back` go to the presenter too, which it keeps strongly.
///
/// Threading: main actor only.
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

  private var profile: UserProfileViewModel?
  private var editor: Editor?
  private var state = ScreenState()

  /// Creates the view around its presenter.
  ///
  /// - Parameter presenter: The presenter, kept strongly.
  public init(presenter: UserProfilePresenter) {
    self.presenter = presenter
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

  /// Opens the editor.
  ///
  /// - Parameters:
  ///   - name: The name field's text.
  ///   - email: The email field's text.
  public func showEditor(name: String, email: String) {
    editor = Editor(name: name, email: email)
  }

  /// Shows the field errors; ``UserFeature/UserFormErrors/none`` clears them.
  ///
  /// - Parameter errors: One message per invalid field.
  public func showFieldErrors(_ errors: UserFormErrors) {
    editor?.errors = errors
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

  /// Forwards `event` to the presenter.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) { presenter.handle(event) }

  /// Renders the profile, the editor and the state.
  ///
  /// - Returns: The screen; titled `User #ID` until the profile is loaded.
  public func render() -> ScreenContent {
    var lines: [String] = []
    if let profile {
      lines += [
        "Email: \(profile.email)", "Username: \(profile.username)", "Phone: \(profile.phone)",
      ]
      if let avatar = profile.avatarURL { lines.append("Avatar: \(avatar.absoluteString)") }
    }
    if let editor {
      lines.append("Editing: name '\(editor.name)', email '\(editor.email)'")
      if let error = editor.errors.name { lines.append("Name: \(error)") }
      if let error = editor.errors.email { lines.append("Email: \(error)") }
      if editor.isSaving { lines.append("Saving...") }
    }
    lines += state.takeLines()
    var commands: [String] = []
    if profile != nil { commands.append("edit NAME | EMAIL") }
    if state.offersRetry { commands.append("retry") }
    return ScreenContent(
      title: profile?.name ?? "User #\(presenter.userID)", lines: lines, commands: commands)
  }

  /// Handles `edit NAME | EMAIL`, `retry` and `back`.
  ///
  /// - Parameter command: The command.
  /// - Returns: The outcome.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    switch command {
    case .edit(let name, let email):
      guard profile != nil else { return .rejected("The profile is not shown yet.") }
      if editor == nil { presenter.edit() }
      editor?.name = name
      editor?.email = email
      presenter.save(name: name, email: email)
    case .retry:
      presenter.retry()
    case .back:
      presenter.back()
    default:
      return .unsupported
    }
    return .performed
  }
}
