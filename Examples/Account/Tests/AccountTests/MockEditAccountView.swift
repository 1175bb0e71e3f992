import Account
import MVPCore
import MVPTestSupport

/// A passive "Edit account" view: one recorded call per protocol method. Holds its presenter
/// strongly, as a real view does.
final class MockEditAccountView: EditAccountView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(String, canRetry: Bool)
    case showDraft(Account)
    case showFieldErrors([AccountField: String])
    case showSaving
    case hideSaving
    case showSaveError(String)
  }

  let recorder = CallRecorder<Call>()
  let presenter: EditAccountPresenter?  // view → presenter: strong

  init(presenter: EditAccountPresenter? = nil) { self.presenter = presenter }

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
  func showDraft(_ draft: Account) { record(.showDraft(draft)) }
  func showFieldErrors(_ errors: [AccountField: String]) { record(.showFieldErrors(errors)) }
  func showSaving() { record(.showSaving) }
  func hideSaving() { record(.hideSaving) }
  func showSaveError(_ message: String) { record(.showSaveError(message)) }
}
