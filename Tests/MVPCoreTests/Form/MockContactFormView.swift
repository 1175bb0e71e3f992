import MVPCore
import MVPTestSupport

/// A passive mock of ``ContactFormView``: one recorded call per protocol method.
@MainActor
final class MockContactFormView: ContactFormView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(message: String, canRetry: Bool)
    case showDraft(Contact)
    case showFieldErrors([ContactField: String])
    case showSaving
    case hideSaving
    case showSaveError(String)
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message: message, canRetry: canRetry))
  }
  func showDraft(_ draft: Contact) { record(.showDraft(draft)) }
  func showFieldErrors(_ errors: [ContactField: String]) { record(.showFieldErrors(errors)) }
  func showSaving() { record(.showSaving) }
  func hideSaving() { record(.hideSaving) }
  func showSaveError(_ message: String) { record(.showSaveError(message)) }
}
