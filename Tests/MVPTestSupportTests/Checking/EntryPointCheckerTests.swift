import MVPCore
import MVPTestSupport
import Testing

/// A board that shows one greeting.
@MainActor
protocol GreetingBoardView: AnyObject {
  func showGreeting(_ text: String)
}

/// A mock ``GreetingBoardView`` that records its calls.
@MainActor
final class MockGreetingBoardView: GreetingBoardView, CallRecording {
  enum Call: Equatable {
    case showGreeting(String)
  }

  let recorder = CallRecorder<Call>()

  func showGreeting(_ text: String) { recorder.record(.showGreeting(text)) }
}

/// Shows its greeting from a hook, as a `ScreenPresenter` does.
@MainActor
final class GreetingBoardPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any GreetingBoardView>()

  func screenDidLoad() {
    screen.binding.update(.state("greeting")) { $0.showGreeting("Hello") }
  }
}

/// Writes `viewWillAppear()` instead of `screenWillAppear()`: the kit's entry point is replaced
/// and the screen never hears that the view appeared. The compiler accepts it.
@MainActor
final class BypassingBoardPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any GreetingBoardView>()
  private(set) var appearances = 0

  func screenDidLoad() {
    screen.binding.update(.state("greeting")) { $0.showGreeting("Hello") }
  }

  // Wrong: replaces ScreenPresenter's viewWillAppear(), which tells the screen first.
  func viewWillAppear() {
    appearances += 1
  }
}

/// `PresenterChecker` reports a `ScreenPresenter` whose entry point does not reach its screen,
/// since the compiler cannot refuse one (see `ScreenPresenter`).
@MainActor @Suite struct EntryPointCheckerTests {
  static func checker<P: ScreenPresenter>(
    _ make: @escaping @MainActor () -> P
  ) -> PresenterChecker<P, MockGreetingBoardView> where P.View == any GreetingBoardView {
    PresenterChecker(
      presenter: { _ in make() }, view: { _ in MockGreetingBoardView() },
      effects: { call in
        switch call {
        case .showGreeting(let text): .content(text)
        }
      })
  }

  @Test func aPresenterThatWritesHooksKeepsEveryInvariant() async {
    let report = await Self.checker { GreetingBoardPresenter() }.run(sequences: 20)
    #expect(report.failure == nil)
  }

  @Test func aPresenterThatWritesAnEntryPointIsReportedWithTheHookToWrite() async throws {
    var report = CheckReport()
    let recorded = await TestFailure.collect {
      report = await Self.checker { BypassingBoardPresenter() }.run(sequences: 5)
    }
    let failure = try #require(report.failure)
    #expect(failure.invariant == "entry points reach the screen")
    #expect(
      failure.detail
        == "BypassingBoardPresenter's viewWillAppear() did not reach its screen: "
        + "write screenWillAppear() instead")
    #expect(recorded.map(\.message) == [failure.description])
  }
}
