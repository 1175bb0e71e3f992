import MVPTestSupport

/// A note editor view that records its calls, each saying what it means for the checker.
@MainActor
final class MockNoteEditorView: NoteEditorView, CallRecording {
  enum Call: Equatable, ScreenEffectDescribing {
    case showLoading
    case hideLoading
    case showError(canRetry: Bool)
    case showDraft(String)
    case showFieldErrors
    case showSaving
    case hideSaving
    case showSaveError(String)

    var screenEffect: ScreenEffect {
      switch self {
      case .showLoading: .showLoading
      case .hideLoading: .hideLoading
      case .showError(let canRetry): .error(canRetry: canRetry)
      case .showDraft(let text): NoteEditorChecker.draft(text)
      case .showFieldErrors: .other
      case .showSaving: .showProgress("saving")
      case .hideSaving: .hideProgress("saving")
      case .showSaveError(let message): .message(message)
      }
    }
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) { record(.showError(canRetry: canRetry)) }
  func showDraft(_ draft: String) { record(.showDraft(draft)) }
  func showFieldErrors(_ errors: [NoteField: String]) { record(.showFieldErrors) }
  func showSaving() { record(.showSaving) }
  func hideSaving() { record(.hideSaving) }
  func showSaveError(_ message: String) { record(.showSaveError(message)) }
}
