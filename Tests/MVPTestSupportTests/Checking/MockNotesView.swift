import MVPTestSupport

/// A notes view that records its calls and keeps its presenter, as a real view does.
@MainActor
final class MockNotesView: NotesView, CallRecording {
  enum Call: Equatable {
    case showLoading, hideLoading
    case showNotes([String])
    case showError(String, canRetry: Bool)
    case showMessage(String)
  }

  let recorder = CallRecorder<Call>()
  let presenter: NotesPresenter

  init(presenter: NotesPresenter) {
    self.presenter = presenter
  }

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showNotes(_ notes: [String]) { record(.showNotes(notes)) }
  func showError(message: String, canRetry: Bool) {
    record(.showError(message, canRetry: canRetry))
  }
  func showMessage(_ text: String) { record(.showMessage(text)) }

  /// What each call means for the screen, for ``PresenterChecker``.
  static func effect(of call: Call) -> ScreenEffect {
    switch call {
    case .showLoading: .showLoading
    case .hideLoading: .hideLoading
    case .showNotes(let notes): .content("\(notes)")
    case .showError(_, let canRetry): .error(canRetry: canRetry)
    case .showMessage(let text): .message(text)
    }
  }
}
