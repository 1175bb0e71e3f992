import MVPTestSupport
import UserFeature

/// A user profile view that records every call, and keeps its presenter as a real view does.
@MainActor
final class MockUserProfileView: UserProfileView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(String, canRetry: Bool)
    case showProfile(UserProfileViewModel)
    case showEditor(name: String, email: String)
    case showFieldErrors(UserFormErrors)
    case showSaving
    case hideSaving
    case showSaveError(String)
    case hideEditor
    case showMessage(String)
  }

  let recorder = CallRecorder<Call>()
  /// Strong, as a real view holds its presenter; set by module factories.
  var presenter: UserProfilePresenter?

  init(presenter: UserProfilePresenter? = nil) {
    self.presenter = presenter
  }

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
  func showProfile(_ profile: UserProfileViewModel) { record(.showProfile(profile)) }
  /// The editor's form opening with `draft`, recorded as the editor shown with its fields.
  func showDraft(_ draft: UserForm) { record(.showEditor(name: draft.name, email: draft.email)) }
  func showFieldErrors(_ errors: [UserFormField: String]) {
    record(.showFieldErrors(UserFormErrors(errors)))
  }
  func showSaving() { record(.showSaving) }
  func hideSaving() { record(.hideSaving) }
  func showSaveError(_ message: String) { record(.showSaveError(message)) }
  func hideEditor() { record(.hideEditor) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
}
