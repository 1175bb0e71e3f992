import MVPTestSupport
import UserFeature

/// A user profile view that records every call, and keeps its presenter as a real view does.
@MainActor
final class MockUserProfileView: UserProfileView {
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

  func showLoading() { recorder.record(.showLoading) }
  func hideLoading() { recorder.record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    recorder.record(.showError(message, canRetry: canRetry))
  }
  func showProfile(_ profile: UserProfileViewModel) { recorder.record(.showProfile(profile)) }
  func showEditor(name: String, email: String) {
    recorder.record(.showEditor(name: name, email: email))
  }
  func showFieldErrors(_ errors: UserFormErrors) { recorder.record(.showFieldErrors(errors)) }
  func showSaving() { recorder.record(.showSaving) }
  func hideSaving() { recorder.record(.hideSaving) }
  func showSaveError(_ message: String) { recorder.record(.showSaveError(message)) }
  func hideEditor() { recorder.record(.hideEditor) }
  func showMessage(_ text: String) { recorder.record(.showMessage(text)) }
}
