import Greeting
import MVPCore
import MVPTestSupport
import Testing

/// The greeting presenter under random view, user and server events (MVPTestSupport's
/// `PresenterChecker`): the mock view and stub of `GreetingPresenterTests`, what each call means,
/// and the retry intent.
@MainActor @Suite struct GreetingCheckerTests {
  @Test func theGreetingKeepsEveryInvariantUnderRandomEvents() async {
    let report = await PresenterChecker(
      presenter: { server in
        let service = StubNameService()
        server.answers(service.name) { _ in "Ada" }
        return GreetingPresenter(service: service)
      },
      view: { MockGreetingView(presenter: $0) },
      effects: { call in
        switch call {
        case .showLoading: .showLoading
        case .hideLoading: .hideLoading
        case .showGreeting(let text): .content(text)
        case .showError(_, let canRetry): .error(canRetry: canRetry)
        }
      },
      intents: [PresenterIntent("retry") { $0.retry() }]
    ).run()
    #expect(report.sequencesRun == 100)  // the checker records a failure itself
  }
}
