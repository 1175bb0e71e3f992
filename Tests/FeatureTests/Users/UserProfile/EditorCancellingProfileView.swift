import MVPTestSupport
import UserFeature

/// A recording profile view that, like a view resetting its form, calls
/// `UserProfilePresenter.cancelEditing()` from inside every `showProfile(_:)`.
@MainActor
final class EditorCancellingProfileView: UserProfileView {
  let recorder = CallRecorder<MockUserProfileView.Call>()
  /// Weak: the presenter is kept by the test.
  weak var presenter: UserProfilePresenter?

  init(presenter: UserProfilePresenter) {
    self.presenter = presenter
  }

  func showProfile(_ profile: UserProfileViewModel) {
    recorder.record(.showProfile(profile))
    presenter?.cancelEditing()
  }

  func showLoading() { recorder.record(.showLoading) }
  func hideLoading() { recorder.record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    recorder.record(.showError(message, canRetry: canRetry))
  }
  func showDraft(_ draft: UserForm) {
    recorder.record(.showEditor(name: draft.name, email: draft.email))
  }
  func showFieldErrors(_ errors: [UserFormField: String]) {
    recorder.record(.showFieldErrors(UserFormErrors(errors)))
  }
  func showSaving() { recorder.record(.showSaving) }
  func hideSaving() { recorder.record(.hideSaving) }
  func showSaveError(_ message: String) { recorder.record(.showSaveError(message)) }
  func hideEditor() { recorder.record(.hideEditor) }
  func showMessage(_ text: String) { recorder.record(.showMessage(text)) }
}
