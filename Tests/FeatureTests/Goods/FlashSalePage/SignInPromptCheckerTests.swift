import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

extension MockSignInPromptView: CallRecording {}

/// The flash-sale page's sign-in section under MVPTestSupport's `PresenterChecker` (issue 21).
@MainActor @Suite struct SignInPromptCheckerTests {
  static let prompt = GoodsTexts.english.sale.signInPrompt

  @Test func theSignInPromptKeepsEveryGenericInvariant() async {
    let report = await PresenterChecker(
      presenter: { _ in
        SignInPromptPresenter(isSignedIn: false, router: RecordingRouter<SignInPromptRoute>())
      },
      view: { _ in MockSignInPromptView() },
      effects: { prompt in .content(prompt ?? "no prompt") },
      intents: [
        PresenterIntent("tap sign in") { $0.signIn() },
        PresenterIntent("sign in or out elsewhere") { $0.isSignedIn.toggle() },
      ],
      invariants: [
        PresenterInvariant("the prompt shows exactly when signed out") { screen in
          guard let view = screen.view, let shown = view.recorder.allCalls.last else { return nil }
          let expected = screen.presenter.isSignedIn ? nil : Self.prompt
          return shown == expected ? nil : "shows \(shown ?? "nil"), expected \(expected ?? "nil")"
        }
      ]
    ).run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
  }
}
