import MVPCore

/// The passive user profile screen: one user's details, with an editor for name and e-mail.
///
/// Besides full-screen loading, error with retry and transient messages (the confirmation of a
/// saved edit), it shows the profile and, as the editor's form (`FormViewInterface` of a
/// ``UserForm``), opens the editor filled in (`FormViewInterface.showDraft(_:)`), shows its
/// field errors, saving progress and save error, and closes it as ``UserProfilePresenter`` tells
/// it. It forwards input to the presenter: `viewDidLoad()`, `UserProfilePresenter.retry()`,
/// ``UserProfilePresenter/edit()``, ``UserProfilePresenter/save(name:email:)``,
/// ``UserProfilePresenter/cancelEditing()``, ``UserProfilePresenter/back()`` and
/// ``UserProfilePresenter/close()``. As the user types, it sends each field's text to the
/// editor's form (`presenter.editor.edit(.name) { $0.name = text }`, see
/// ``UserProfilePresenter/editor``), so that a half-written draft comes back when the app is
/// killed; a view that sends the fields only with ``UserProfilePresenter/save(name:email:)``
/// gets back what it sent then.
@MainActor
public protocol UserProfileView: FormViewInterface, MessageViewInterface
where Value == UserForm, Field == UserFormField {
  /// Shows the user's details, replacing the loading or error state or earlier details.
  ///
  /// - Parameter profile: What to show.
  func showProfile(_ profile: UserProfileViewModel)

  /// Closes the editor.
  func hideEditor()
}
