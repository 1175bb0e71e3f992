import MVPCore
import MVPTestSupport
import Testing

/// A presenter that declares only its screen, its loader and its input: the first load, retry
/// and everything else come from `ScreenPresenter` (issue 19, item 1; issue 27, item 2).
@MainActor
private final class NotesPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any SampleView>()
  private let note: ResourceLoader<String, any SampleView>

  init(load: AsyncStub<Int, String>) {
    note = ResourceLoader(
      screen: screen, key: "note", fetch: .async { try await load.call(1) },
      view: { $0 }, showValue: { view, text in view.showContent(text) })
  }

  func say(_ text: String) {
    screen.binding.update(.queue) { $0.showMessage(text) }
  }
}

@MainActor
@Suite(.presenterTest) struct ScreenPresenterTests {
  let load = AsyncStub<Int, String>()
  let view = MockSampleView()

  @Test func attachDetachAndReplayComeFromTheScreen() async {
    let presenter = NotesPresenter(load: load)
    presenter.attach(view)
    presenter.viewDidLoad()
    await load.waitForPendingRequests(1)
    #expect(presenter.pendingWorkDescriptions == ["task #0 'note' still running"])
    load.succeed(with: "Buy milk")
    await presenter.tasks.waitUntilIdle()
    presenter.detach(view)

    let later = MockSampleView()
    presenter.attach(later)

    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("Buy milk")])
    later.recorder.expectCalls([.hideLoading, .showContent("Buy milk")])
    #expect(presenter.pendingWorkDescriptions.isEmpty)
  }

  @Test func aLateDetachFromAReplacedViewDoesNothing() {
    let presenter = NotesPresenter(load: load)
    let replacement = MockSampleView()
    presenter.attach(view)
    presenter.attach(replacement)
    presenter.detach(view)
    presenter.say("Saved.")

    replacement.recorder.expectCalls([.showMessage("Saved.")])
    view.recorder.expectNoCalls()
  }

  @Test func messagesWaitWhileTheViewIsHidden() {
    let presenter = NotesPresenter(load: load)
    presenter.attach(view)
    presenter.viewDidDisappear()
    presenter.say("Saved.")
    view.recorder.expectNoCalls()
    #expect(presenter.pendingWorkDescriptions.count == 1)

    presenter.viewWillAppear()

    view.recorder.expectCalls([.showMessage("Saved.")])
  }

  @Test func viewDidAppearAndWillDisappearChangeNothingOnTheScreen() {
    let presenter = NotesPresenter(load: load)
    presenter.attach(view)
    presenter.viewWillDisappear()
    presenter.say("Saved.")
    presenter.viewDidAppear()

    view.recorder.expectCalls([.showMessage("Saved.")])
  }
}
