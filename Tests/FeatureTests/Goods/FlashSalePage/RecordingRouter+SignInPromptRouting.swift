import GoodsFeature
import MVPTestSupport

extension RecordingRouter: SignInPromptRouting where Route == SignInPromptRoute {}
