import MVPCore
import MVPTestSupport
import Testing

/// ``ResourceLoader`` fed by a live source, through `updates:` (an `AsyncSequence`) and
/// `observe:` (a callback observer): the rules of `ResourceLoader+LiveSource.swift`, one test
/// each, with both shapes of source where the rule holds for both.
@MainActor @Suite(.presenterTest) struct ResourceLoaderLiveSourceTests {
  /// How the loader subscribes to the stub.
  enum Shape: CaseIterable, Sendable {
    case updates
    case observer
    /// `updates:` with a service method that returns an `AsyncThrowingStream`.
    case stream
  }

  /// The default dispatcher, which fails a presenter test when used: a live source never uses it.
  let screen = ScreenLifecycle<any SampleView>()
  let source = LiveSourceStub<String>()
  let view = MockSampleView()

  func makeLoader(
    _ shape: Shape,
    on screen: ScreenLifecycle<any SampleView>? = nil,
    errorMessage: @escaping (ServiceError) -> String = { $0.userMessage },
    canRetry: @escaping (ServiceError) -> Bool = { _ in true }
  ) -> ResourceLoader<String, any SampleView> {
    let screen = screen ?? self.screen
    let showValue: (any SampleView, String) -> Void = { view, text in view.showContent(text) }
    switch shape {
    case .updates:
      return ResourceLoader(
        screen: screen, updates: source.updates, view: { $0 }, showValue: showValue,
        errorMessage: errorMessage, canRetry: canRetry)
    case .observer:
      return ResourceLoader(
        screen: screen, observe: source.observe, view: { $0 }, showValue: showValue,
        errorMessage: errorMessage, canRetry: canRetry)
    case .stream:
      return ResourceLoader(
        screen: screen, updates: { [source] in source.stream() }, view: { $0 },
        showValue: showValue, errorMessage: errorMessage, canRetry: canRetry)
    }
  }

  // MARK: Subscribing

  @Test(arguments: Shape.allCases)
  func loadSubscribesOnceAndShowsLoadingUntilTheFirstValue(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    loader.load()
    loader.load()
    #expect(loader.isSubscribed)
    #expect(loader.isLoading)
    await screen.tasks.waitUntilIdle()
    #expect(source.isSubscribed)
    #expect(source.subscriptionCount == 1)
    view.recorder.expectCalls([.showLoading])
    await source.send("a")
    view.recorder.expectCalls([.hideLoading, .showContent("a")])
    #expect(!loader.isLoading)
    // Subscribed: neither load nor retry subscribes again.
    loader.load()
    loader.retry()
    screen.retry()
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    #expect(screen.tasks.isRunning(loader.key))
  }

  @Test func viewDidLoadOfTheScreenSubscribes() async {
    let loader = makeLoader(.updates)
    screen.attach(view)
    screen.handle(.viewDidLoad)
    await source.send("a")
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
    #expect(loader.value == "a")
  }

  @Test(arguments: Shape.allCases)
  func eachValueReplacesTheContentAndTheLatestIsReplayedToAViewThatAttaches(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    loader.load()
    await source.send("a")
    await source.send("b")
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a"), .showContent("b")])
    #expect(loader.value == "b")
    #expect(loader.error == nil)
    let late = MockSampleView()
    screen.attach(late)
    late.recorder.expectCalls([.hideLoading, .showContent("b")])
    #expect(source.subscriptionCount == 1, "attaching another view does not subscribe again")
  }

  @Test func didLoadIsCalledWithEachValueAfterItIsShownAndNotForShow() async {
    let loader = makeLoader(.updates)
    let loaded = LockedValue<[String]>([])
    let recorder = view.recorder
    loader.didLoad = { value in
      // Shown first: the view's last call is the value's.
      let last = recorder.allCalls.last.map { "\($0)" } ?? "none"
      loaded.mutate { $0.append("\(value) after \(last)") }
    }
    screen.attach(view)
    loader.load()
    await source.send("a")
    loader.show("local")
    await source.send("b")
    #expect(loaded.value == ["a after showContent(\"a\")", "b after showContent(\"b\")"])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showContent("a"), .showContent("local"), .showContent("b"),
    ])
  }

  // MARK: Errors

  @Test(arguments: Shape.allCases)
  func anErrorEndsTheSubscriptionAndShowsTheMappedErrorState(_ shape: Shape) async {
    let loader = makeLoader(
      shape, errorMessage: { "Sorry: \($0)" }, canRetry: { $0 != .offline })
    screen.attach(view)
    loader.load()
    await source.send("a")
    await source.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showContent("a"),
      .showError(message: "Sorry: offline", canRetry: false),
    ])
    #expect(loader.error == .offline)
    #expect(loader.value == "a", "the value is the latest one the source sent")
    #expect(!loader.isSubscribed)
    #expect(!source.isSubscribed)
    #expect(!screen.tasks.isRunning(loader.key))
    // Ended: load does not subscribe again.
    loader.load()
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    let late = MockSampleView()
    screen.attach(late)
    late.recorder.expectCalls([
      .hideLoading, .showError(message: "Sorry: offline", canRetry: false),
    ])
  }

  @Test(arguments: Shape.allCases)
  func retrySubscribesAgainWithLoadingUntilItsFirstValue(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    loader.load()
    await source.send("a")
    await source.fail(with: ServiceError.timeout)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showContent("a"),
      .showError(message: ServiceError.timeout.userMessage, canRetry: true),
    ])
    loader.retry()
    #expect(loader.error == nil, "no error is shown while the retry subscribes")
    #expect(loader.isLoading)
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 2)
    view.recorder.expectCalls([.showLoading])
    await source.send("b")
    view.recorder.expectCalls([.hideLoading, .showContent("b")])
    #expect(loader.value == "b")
  }

  /// A cancellation the loader did not ask for is an error like any other, as for a fetch.
  @Test(arguments: Shape.allCases)
  func aCancellationTheSourceThrowsByItselfIsAnError(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    loader.load()
    await source.fail(with: CancellationError())
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(message: ServiceError.cancelled.userMessage, canRetry: true),
    ])
    #expect(loader.error == .cancelled)
  }

  // MARK: The source's end

  @Test func aFinishedSourceKeepsTheLastValueAndLoadDoesNotSubscribeAgain() async {
    let loader = makeLoader(.updates)
    screen.attach(view)
    loader.load()
    await source.send("a")
    await source.finish()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
    #expect(loader.value == "a")
    #expect(loader.error == nil)
    #expect(!loader.isSubscribed)
    loader.load()
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
  }

  @Test func retryAfterTheSourceFinishedSubscribesAgainWithoutLoading() async {
    let loader = makeLoader(.updates)
    screen.attach(view)
    loader.load()
    await source.send("a")
    await source.finish()
    loader.retry()
    await source.send("b")
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a"), .showContent("b")])
    #expect(source.subscriptionCount == 2)
  }

  @Test func theNextAttachAfterTheSourceFinishedSubscribesAgainWithoutLoading() async {
    let loader = makeLoader(.updates)
    screen.attach(view)
    loader.load()
    await source.send("a")
    await source.finish()
    screen.detach(view)
    screen.attach(view)
    await source.send("b")
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showContent("a"), .hideLoading, .showContent("a"),
      .showContent("b"),
    ])
    #expect(source.subscriptionCount == 2)
    #expect(loader.isSubscribed)
  }

  @Test func aSourceThatFinishesBeforeAnyValueHidesLoadingAndShowsNothing() async {
    let loader = makeLoader(.updates)
    screen.attach(view)
    loader.load()
    await source.finish()
    view.recorder.expectCalls([.showLoading, .hideLoading])
    #expect(loader.value == nil)
    #expect(loader.error == nil)
    #expect(!loader.isLoading)
  }

  // MARK: Detached and hidden

  @Test(arguments: Shape.allCases)
  func aDetachCancelsTheSubscriptionAndKeepsTheValue(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    loader.load()
    await source.send("a")
    screen.detach(view)
    #expect(!source.isSubscribed, "the detach cancelled the subscription at once")
    #expect(!loader.isSubscribed)
    #expect(loader.value == "a")
    #expect(!screen.tasks.isRunning(loader.key))
    // A detached loader does not subscribe.
    loader.load()
    loader.retry()
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
  }

  @Test(arguments: Shape.allCases)
  func theNextAttachSubscribesAgainWithoutLoadingAndKeepsTheValueUntilTheFirstNewOne(
    _ shape: Shape
  ) async {
    let loader = makeLoader(shape)
    let other = MockSampleView()
    screen.attach(view)
    loader.load()
    await source.send("a")
    screen.detach(view)
    screen.attach(other)
    #expect(loader.isSubscribed)
    #expect(!loader.isLoading)
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 2)
    other.recorder.expectCalls([.hideLoading, .showContent("a")])
    await source.send("b")
    other.recorder.expectCalls([.showContent("b")])
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
  }

  @Test func aDetachBeforeTheFirstValueKeepsLoadingUntilTheResumedSubscriptionsFirstValue() async {
    let loader = makeLoader(.updates)
    let other = MockSampleView()
    screen.attach(view)
    loader.load()
    await screen.tasks.waitUntilIdle()
    screen.detach(view)
    #expect(loader.isLoading)
    screen.attach(other)
    other.recorder.expectCalls([.showLoading])
    await source.send("a")
    other.recorder.expectCalls([.hideLoading, .showContent("a")])
    view.recorder.expectCalls([.showLoading])
    #expect(source.subscriptionCount == 2)
  }

  @Test func loadWithNoViewAttachedSubscribesAtTheNextAttach() async {
    let loader = makeLoader(.updates)
    loader.load()
    #expect(!loader.isSubscribed)
    #expect(loader.isLoading)
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 0)
    screen.attach(view)
    #expect(loader.isSubscribed)
    await source.send("a")
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
  }

  /// The binding delivers state to a covered view at once (only one-shot messages wait).
  @Test(arguments: Shape.allCases)
  func aHiddenViewStaysSubscribedAndReceivesEachValueAtOnce(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    screen.handle(.viewDidLoad)
    await source.send("a")
    screen.handle(.viewDidDisappear)
    #expect(source.isSubscribed)
    await source.send("b")
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a"), .showContent("b")])
    screen.handle(.viewWillAppear)
    view.recorder.expectNoCalls()
    #expect(loader.value == "b")
    #expect(source.subscriptionCount == 1)
  }

  // MARK: Release

  @Test(arguments: Shape.allCases)
  func releasingThePresenterEndsTheSubscriptionAndLeaksNothing(_ shape: Shape) async {
    let leaks = LeakTracker()
    do {
      let screen = ScreenLifecycle<any SampleView>()
      let presenter = LiveSamplePresenter(loader: makeLoader(shape, on: screen))
      leaks.track(presenter, as: "presenter")
      leaks.track(presenter.loader, as: "loader")
      leaks.track(screen, as: "screen")
      leaks.track(screen.tasks, as: "tasks")
      screen.attach(view)
      presenter.loader.load()
      await source.send("a")
      #expect(source.isSubscribed)
    }
    #expect(!source.isSubscribed, "the release cancelled the subscription at once")
    leaks.expectAllDeallocated()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
  }

  @Test func theObserversCancellableIsCancelledWhenTheSubscriptionEndsHoweverItEnds() async {
    let observations = LockedValue<[Observation]>([])
    do {
      let screen = ScreenLifecycle<any SampleView>()
      let loader = ResourceLoader(
        screen: screen,
        observe: { _, fail in
          let handle = CancellationHandle()
          observations.mutate { $0.append(Observation(handle: handle, fail: fail)) }
          return handle
        }, view: { $0 }, showValue: { view, text in view.showContent(text) })
      screen.attach(view)
      loader.load()
      await screen.tasks.waitUntilIdle()
      // A detach.
      screen.detach(view)
      #expect(observations.value.map(\.handle.isCancelled) == [true])
      // A failure.
      screen.attach(view)
      await screen.tasks.waitUntilIdle()
      observations.value[1].fail(ServiceError.offline)
      await view.recorder.waitForCalls(count: 4)
      #expect(observations.value.map(\.handle.isCancelled) == [true, true])
      loader.retry()
      await screen.tasks.waitUntilIdle()
      #expect(observations.value.map(\.handle.isCancelled) == [true, true, false])
    }
    // The presenter's release.
    #expect(observations.value.map(\.handle.isCancelled) == [true, true, true])
    view.recorder.expectCalls([
      .showLoading, .showLoading, .hideLoading,
      .showError(message: ServiceError.offline.userMessage, canRetry: true), .showLoading,
    ])
  }

  /// An observer may send from inside `observe` (its current value first); a newer value
  /// replaces one the subscription has not taken yet.
  @Test func anObserverThatSendsFromInsideObserveShowsTheNewestValue() async {
    let loader = ResourceLoader(
      screen: screen,
      observe: { send, _ in
        for value in ["a", "b", "current"] { send(value) }
        return CancellationHandle()
      }, view: { $0 }, showValue: { view, text in view.showContent(text) })
    screen.attach(view)
    loader.load()
    await view.recorder.waitForCalls(count: 3)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("current")])
    #expect(loader.value == "current")
  }

  @Test func aLoaderThatFetchesIsNeverSubscribed() {
    let fetches = CallbackStub<Void, String>()
    let screen = ScreenLifecycle<any SampleView>(dispatcher: .immediate)
    let loader = ResourceLoader(
      screen: screen,
      fetch: .callbacks { _, completion in fetches.call((), completion: completion) },
      view: { $0 }, showValue: { view, text in view.showContent(text) })
    screen.attach(view)
    loader.load()
    #expect(!loader.isSubscribed)
    fetches.succeed(with: "a")
    #expect(!loader.isSubscribed)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
  }

  // MARK: show(_:)

  @Test(arguments: Shape.allCases)
  func showShowsANewerValueBetweenTheSourcesValues(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    loader.load()
    await screen.tasks.waitUntilIdle()
    loader.show("saved")
    #expect(!loader.isLoading)
    #expect(loader.isSubscribed, "the subscription goes on")
    await source.send("a")
    loader.show("edited")
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showContent("saved"), .showContent("a"),
      .showContent("edited"),
    ])
    #expect(loader.value == "edited")
    #expect(source.subscriptionCount == 1)
  }

  // MARK: Pending work

  @Test(arguments: Shape.allCases)
  func aSubscriptionWaitingForItsNextValueIsNotPendingWork(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    loader.load()
    await screen.tasks.waitUntilIdle()
    expectNoPendingWork(screen, screen.tasks)
    await source.send("a")
    await screen.tasks.waitUntilIdle()
    await screen.tasks.waitUntilFinished(loader.key)
    expectNoPendingWork(screen)
    #expect(screen.tasks.isRunning(loader.key))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
  }

  /// Pending work while it starts (until it asks for its first value) and while it shows a
  /// value: seen right after `load()`, and from inside the view's call that shows the value.
  @Test(arguments: Shape.allCases)
  func aSubscriptionStartingOrShowingAValueIsPendingWork(_ shape: Shape) async {
    let loader = makeLoader(shape)
    screen.attach(view)
    loader.load()
    #expect(screen.tasks.pendingWorkDescriptions == ["task #0 'resource' still running"])
    await screen.tasks.waitUntilIdle()
    #expect(source.isSubscribed, "waitUntilIdle() awaited the start")
    #expect(screen.tasks.pendingWorkDescriptions == [])
    var whileShown: [String] = []
    view.onHideLoading = { [screen] in whileShown = screen.tasks.pendingWorkDescriptions }
    await source.send("a")
    #expect(whileShown == ["task #0 'resource' still running"])
    #expect(screen.tasks.pendingWorkDescriptions == [])
    view.recorder.expectCalls([.showLoading, .hideLoading, .showContent("a")])
    #expect(loader.value == "a")
  }
}

/// One observation the hand-written observer of a test started.
private struct Observation: Sendable {
  let handle: CancellationHandle
  let fail: @Sendable (any Error) -> Void
}

/// A presenter that owns a loader fed by a live source, for the release test.
@MainActor
private final class LiveSamplePresenter {
  let loader: ResourceLoader<String, any SampleView>

  init(loader: ResourceLoader<String, any SampleView>) {
    self.loader = loader
  }
}
