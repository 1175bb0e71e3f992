import GoodsFeature
import MVPTestSupport

/// A sign-in section view that records every call.
@MainActor
final class MockSignInPromptView: SignInPromptView {
  let recorder = CallRecorder<String?>()

  func showSignInPrompt(_ prompt: String?) { recorder.record(prompt) }
}
