import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The flash-sale page's sign-in section, alone with its own mock view (issue 13).
@MainActor @Suite(.presenterTest) struct SignInPromptPresenterTests {
  let view = MockSignInPromptView()
  let router = RecordingRouter<SignInPromptRoute>()
  static let prompt = "Sign in to hear when the next flash sale starts."

  @Test func aSignedOutUserIsPromptedAndTheTapRoutesToSignIn() {
    let section = SignInPromptPresenter(isSignedIn: false, router: router)
    section.attach(view)
    section.viewDidLoad()
    section.viewDidLoad()
    view.recorder.expectCalls([Self.prompt])
    section.signIn()
    router.recorder.expectCalls([.signIn])
    section.isSignedIn = true
    view.recorder.expectCalls([nil])
    section.signIn()
    router.recorder.expectNoCalls()
  }

  @Test func aSignedInUserSeesNoPromptAndAViewAttachingLaterGetsTheState() {
    let section = SignInPromptPresenter(
      isSignedIn: true, texts: GoodsTexts.simplifiedChinese.sale, router: router)
    section.viewDidLoad()
    section.attach(view)
    view.recorder.expectCalls([nil])
    section.isSignedIn = false
    view.recorder.expectCalls(["登录后，下一场限时特惠开始时通知你。"])
  }
}
