import MVPCore

/// The passive user profile screen: one user's details, with an editor for name and e-mail.
///
/// Besides full-screen loading, error with retry and transient messages (the confirmation of a
/// saved edit), it shows the profile, opens and closes the editor, and shows the editor's field
/// errors, saving progress and save error as ``UserProfilePresenter`` tells it. It forwards input to the presenter: `viewDidLoad()`,
/// `UserProfilePresenter.retry()`, ``UserProfilePresenter/edit()``,
/// ``UserProfilePresenter/save(name:email:)``, ``UserProfilePresenter/cancelEditing()``,
/// ``UserProfilePresenter/back()`` and ``UserProfilePresenter/close()``.
@MainActor
public protocol UserProfileView: LoadingViewInterface, ErrorViewInterface, MessageViewInterface {
  /// Shows the user's details, replacing the loading or error state or earlier details.
  ///
  /// - Parameter profile: What to show.
  func showProfile(_ profile: UserProfileViewModel)

  /// Opens the editor with its fields filled in.
  ///
  /// - Parameters:
  ///   - name: The name field's initial text.
  ///   - email: The e-mail field's initial text.
  func showEditor(name: String, email: String)

  /// Shows a message under each invalid field and clears the others; ``UserFormErrors/none``
  /// clears all.
  ///
  /// - Parameter errors: One user-facing message per invalid field.
  func showFieldErrors(_ errors: UserFormErrors)

  /// Shows that the editor's changes are being saved; the view disables saving meanwhile.
  func showSaving()

  /// Ends the saving progress.
  func hideSaving()

  /// Shows why saving failed, in the editor, which stays open with the user's input.
  ///
  /// - Parameter message: User-facing text, for example a `ServiceError/userMessage`.
  func showSaveError(_ message: String)

  /// Closes the editor.
  func hideEditor()
}
