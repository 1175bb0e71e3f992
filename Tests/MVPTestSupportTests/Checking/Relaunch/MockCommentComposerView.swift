import MVPTestSupport

/// A comment composer view that records its calls, each saying what it means for the checker.
@MainActor
final class MockCommentComposerView: CommentComposerView, CallRecording {
  enum Call: Equatable, ScreenEffectDescribing {
    case showLoading
    case hideLoading
    case showError(canRetry: Bool)
    case showComposer(String)
    case showMessage(String)

    var screenEffect: ScreenEffect {
      switch self {
      case .showLoading: .showLoading
      case .hideLoading: .hideLoading
      case .showError(let canRetry): .error(canRetry: canRetry)
      case .showComposer(let composer): .content(composer)
      case .showMessage(let text): .message(text)
      }
    }
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) { record(.showError(canRetry: canRetry)) }
  func showComposer(_ composer: String) { record(.showComposer(composer)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
}
