import MVPCore
import MVPTestSupport
import Testing

/// ``PagedListLoader`` fed by a live source (`updates:` and `observe:`, issue 30): the rules of
/// `PagedListLoader+LiveSource.swift`, one test each, with every shape of source where the rule
/// holds for all of them.
@MainActor @Suite(.presenterTest) struct PagedListLoaderLiveSourceTests {
  /// How the loader subscribes to the stub.
  enum Shape: CaseIterable, Sendable {
    case updates
    case observer
    /// `updates:` with a service method that returns an `AsyncThrowingStream`.
    case stream
  }

  /// The default dispatcher, which fails a presenter test when used: a live list never uses it.
  let screen = ScreenLifecycle<any TitleListView>()
  let source = LiveSourceStub<[Row]>()
  let view = MockTitleListView()

  func makeList(
    _ shape: Shape, on screen: ScreenLifecycle<any TitleListView>? = nil
  ) -> PagedListLoader<Row, any TitleListView> {
    let screen = screen ?? self.screen
    let texts = TitleListScreen.texts
    switch shape {
    case .updates:
      return PagedListLoader(
        screen: screen, updates: source.updates, view: { $0.pagedListView }, row: \.title,
        texts: texts)
    case .observer:
      return PagedListLoader(
        screen: screen, observe: source.observe, view: { $0.pagedListView }, row: \.title,
        texts: texts)
    case .stream:
      return PagedListLoader(
        screen: screen, updates: { [source] in source.stream() }, view: { $0.pagedListView },
        row: \.title, texts: texts)
    }
  }

  static let offline = ServiceError.offline.userMessage
  static let errorTitle = TitleListScreen.texts.errorTitle

  // MARK: Subscribing

  @Test(arguments: Shape.allCases)
  func loadSubscribesOnceAndShowsLoadingUntilTheFirstValue(_ shape: Shape) async {
    let list = makeList(shape)
    screen.attach(view)
    list.load()
    list.load()
    #expect(list.isSubscribed)
    #expect(list.isLoading)
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    view.recorder.expectCalls([.showLoading])
    await source.send(Row.rows([1, 2]))
    view.recorder.expectCalls([.hideLoading, .showRows(["row 1", "row 2"])])
    #expect(!list.isLoading)
    #expect(list.items == Row.rows([1, 2]))
    // Subscribed: neither load nor retry subscribes again.
    list.load()
    list.retry()
    screen.retry()
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    #expect(screen.tasks.isRunning(list.key))
  }

  @Test func viewDidLoadOfTheScreenSubscribes() async {
    let list = makeList(.observer)
    screen.attach(view)
    screen.handle(.viewDidLoad)
    await source.send(Row.rows([1]))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
    #expect(list.isSubscribed)
  }

  // MARK: Values

  @Test(arguments: Shape.allCases)
  func eachValueReplacesTheRowsByIdentityAndAViewThatAttachesGetsThemAll(_ shape: Shape) async {
    let list = makeList(shape)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1, 2, 3]))
    await source.send([Row(1), Row(3, "three"), Row(4)])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2", "row 3"]),
      .removeRow(at: 1), .insertRows(["row 4"], at: 2..<3), .updateRow(at: 1, "three"),
    ])
    let late = MockTitleListView()
    screen.attach(late)
    late.recorder.expectCalls([.hideLoading, .showRows(["row 1", "three", "row 4"])])
    #expect(source.subscriptionCount == 1, "attaching another view does not subscribe again")
  }

  @Test func anEmptyValueShowsTheEmptyStateAndTheNextValueTheRows() async {
    let list = makeList(.updates)
    screen.attach(view)
    list.load()
    await source.send([])
    await source.send(Row.rows([1]))
    await source.send([])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showEmpty("No rows."), .showRows(["row 1"]),
      .showEmpty("No rows."),
    ])
  }

  @Test(arguments: [Shape.updates, .observer])
  func aPlainListViewGetsEveryRowOnEachValue(_ shape: Shape) async {
    let screen = ScreenLifecycle<any PlainTitleListView>()
    let view = MockPlainTitleListView()
    let list: PagedListLoader<Row, any PlainTitleListView> =
      switch shape {
      case .observer:
        PagedListLoader(
          screen: screen, observe: source.observe, view: { $0.listView }, row: \.title,
          texts: TitleListScreen.texts)
      default:
        PagedListLoader(
          screen: screen, updates: source.updates, view: { $0.listView }, row: \.title,
          texts: TitleListScreen.texts)
      }
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1, 2]))
    await source.send(Row.rows([2, 3]))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2"]), .showRows(["row 2", "row 3"]),
    ])
  }

  // MARK: Errors

  @Test(arguments: Shape.allCases)
  func anErrorWithNoRowShownIsTheErrorStateAndRetrySubscribesAgainWithLoading(
    _ shape: Shape
  ) async {
    let list = makeList(shape)
    var events: [String] = []
    list.observe { events.append("\($0)") }
    screen.attach(view)
    list.load()
    await source.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(title: Self.errorTitle, Self.offline, canRetry: true),
    ])
    #expect(events == ["failed(MVPCore.ServiceError.offline)"])
    #expect(!list.isSubscribed)
    #expect(!source.isSubscribed)
    #expect(!list.isLoading)
    // Ended: load does not subscribe again; the error state's retry does.
    list.load()
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    screen.retry()
    #expect(list.isLoading)
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 2)
    view.recorder.expectCalls([.showLoading])
    await source.send(Row.rows([1]))
    view.recorder.expectCalls([.hideLoading, .showRows(["row 1"])])
  }

  @Test(arguments: Shape.allCases)
  func anErrorWhileRowsAreShownIsAMessageTheRowsStayAndRetrySubscribesWithoutLoading(
    _ shape: Shape
  ) async {
    let list = makeList(shape)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1, 2]))
    await source.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2"]), .showMessage(Self.offline),
    ])
    #expect(list.items == Row.rows([1, 2]))
    #expect(!list.isSubscribed)
    list.retry()
    #expect(!list.isLoading, "the kept rows stay shown while it subscribes again")
    await source.send(Row.rows([2]))
    view.recorder.expectCalls([.removeRow(at: 0)])
    #expect(source.subscriptionCount == 2)
  }

  /// A failure while rows are shown leaves no retry button: the next appearance subscribes again.
  @Test(arguments: Shape.allCases)
  func afterAFailureWhileRowsAreShownTheNextAppearanceSubscribesAgain(_ shape: Shape) async {
    let list = makeList(shape)
    screen.attach(view)
    screen.handle(.viewDidLoad)
    screen.handle(.viewWillAppear)
    await source.send(Row.rows([1, 2]))
    await source.fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2"]), .showMessage(Self.offline),
    ])
    screen.handle(.viewDidDisappear)
    #expect(!list.isSubscribed, "a hidden screen does not subscribe again")
    screen.handle(.viewWillAppear)
    #expect(list.isSubscribed)
    #expect(!list.isLoading, "the kept rows stay shown while it subscribes again")
    await source.send(Row.rows([2, 3]))
    view.recorder.expectCalls([.removeRow(at: 0), .insertRows(["row 3"], at: 1..<2)])
    #expect(source.subscriptionCount == 2)
  }

  /// The same for a view attached again after the failure.
  @Test func afterAFailureWhileRowsAreShownTheNextAttachSubscribesAgain() async {
    let list = makeList(.observer)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1]))
    await source.fail(with: ServiceError.offline)
    screen.detach(view)
    #expect(!list.isSubscribed)
    screen.attach(view)
    #expect(list.isSubscribed)
    await source.send(Row.rows([1]))
    #expect(source.subscriptionCount == 2)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1"]), .showMessage(Self.offline),
      .hideLoading, .showRows(["row 1"]),  // the replay to the view attached again
    ])
  }

  /// The error state has its retry: appearing again does not subscribe by itself.
  @Test func afterAFailureWithNoRowShownAppearingAgainWaitsForRetry() async {
    let list = makeList(.updates)
    screen.attach(view)
    screen.handle(.viewDidLoad)
    await source.fail(with: ServiceError.offline)
    screen.handle(.viewDidDisappear)
    screen.handle(.viewWillAppear)
    #expect(!list.isSubscribed)
    #expect(source.subscriptionCount == 1)
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(title: Self.errorTitle, Self.offline, canRetry: true),
    ])
  }

  /// A cancellation the loader did not ask for is an error like any other.
  @Test func aCancellationTheSourceThrowsByItselfIsAnError() async {
    let list = makeList(.updates)
    screen.attach(view)
    list.load()
    await source.fail(with: CancellationError())
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError(title: Self.errorTitle, ServiceError.cancelled.userMessage, canRetry: true),
    ])
    #expect(!list.isSubscribed)
  }

  // MARK: The source's end

  @Test func aFinishedSourceKeepsTheRowsAndLoadDoesNotSubscribeAgain() async {
    let list = makeList(.updates)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1]))
    await source.finish()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
    #expect(!list.isSubscribed)
    list.load()
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    #expect(list.items == Row.rows([1]))
  }

  @Test func afterTheSourceFinishedRetryRefreshAndTheNextAttachSubscribeAgain() async {
    let list = makeList(.updates)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1]))
    await source.finish()
    list.retry()
    await source.send(Row.rows([1, 2]))
    await source.finish()
    list.refresh()
    await source.send(Row.rows([2]))
    await source.finish()
    screen.detach(view)
    screen.attach(view)
    await source.send(Row.rows([3]))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1"]),
      .insertRows(["row 2"], at: 1..<2),
      .endRefreshing, .removeRow(at: 0),
      .hideLoading, .showRows(["row 2"]),  // the replay to the view attached again
      .removeRow(at: 0), .insertRows(["row 3"], at: 0..<1),
    ])
    #expect(source.subscriptionCount == 4)
  }

  @Test func aSourceThatFinishesBeforeAnyValueHidesLoadingAndShowsNothing() async {
    let list = makeList(.updates)
    screen.attach(view)
    list.load()
    await source.finish()
    view.recorder.expectCalls([.showLoading, .hideLoading])
    #expect(!list.isLoading)
    #expect(!list.isLoaded)
  }

  // MARK: Refresh, next page

  @Test(arguments: Shape.allCases)
  func refreshEndsTheIndicatorAtOnceAndDoesNotSubscribeAgainWhileSubscribed(_ shape: Shape) async {
    let list = makeList(shape)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1]))
    list.refresh()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"]), .endRefreshing])
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    #expect(list.isSubscribed)
  }

  @Test func refreshAfterAFailureEndsTheIndicatorAndSubscribesAgain() async {
    let list = makeList(.observer)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1]))
    await source.fail(with: ServiceError.offline)
    list.refresh()
    #expect(list.isSubscribed)
    await source.send(Row.rows([1, 2]))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1"]), .showMessage(Self.offline),
      .endRefreshing, .insertRows(["row 2"], at: 1..<2),
    ])
    #expect(source.subscriptionCount == 2)
  }

  @Test func loadNextPageDoesNothingAndTheListHasNoMore() async {
    let list = makeList(.updates)
    screen.attach(view)
    list.loadNextPage()
    list.load()
    list.loadNextPage()
    await source.send(Row.rows([1, 2]))
    list.loadNextPage()
    #expect(!list.hasMore)
    #expect(list.expectedCount == 2)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1", "row 2"])])
    await screen.tasks.waitUntilIdle()
    expectNoPendingWork(screen)
    #expect(source.subscriptionCount == 1)
  }

  // MARK: Local changes

  @Test func localChangesShowAtOnceAndTheNextValueIsTheTruth() async {
    let list = makeList(.updates)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1, 2]))
    list.remove(id: 2)
    list.insert(Row(9))
    list.replace(Row(1, "one"))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1", "row 2"]),
      .removeRow(at: 1), .insertRows(["row 9"], at: 0..<1), .updateRow(at: 1, "one"),
    ])
    // The source lacks 9, still has 2 and kept 1 as it was.
    await source.send(Row.rows([1, 2]))
    view.recorder.expectCalls([
      .removeRow(at: 0), .insertRows(["row 2"], at: 1..<2), .updateRow(at: 0, "row 1"),
    ])
    #expect(list.items == Row.rows([1, 2]))
  }

  /// Showing a whole list by hand on a live list, as `ResourceLoader.show(_:)` does for a value.
  @Test func replaceAllWhileWaitingForTheFirstValueEndsTheWaitAndTheSubscriptionGoesOn() async {
    let list = makeList(.updates)
    screen.attach(view)
    list.load()
    await screen.tasks.waitUntilIdle()
    list.replaceAll(with: Row.rows([7]))
    #expect(!list.isLoading)
    #expect(list.isSubscribed)
    await source.send(Row.rows([7, 8]))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 7"]), .insertRows(["row 8"], at: 1..<2),
    ])
    #expect(source.subscriptionCount == 1)
  }

  // MARK: Detached and hidden

  @Test(arguments: Shape.allCases)
  func aDetachCancelsTheSubscriptionAndKeepsTheRows(_ shape: Shape) async {
    let list = makeList(shape)
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1]))
    screen.detach(view)
    #expect(!source.isSubscribed, "the detach cancelled the subscription at once")
    #expect(!list.isSubscribed)
    #expect(list.items == Row.rows([1]))
    // A detached list does not subscribe.
    list.load()
    list.retry()
    list.refresh()
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 1)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
  }

  @Test(arguments: Shape.allCases)
  func theNextAttachSubscribesAgainWithoutLoadingAndKeepsTheRowsUntilTheFirstNewValue(
    _ shape: Shape
  ) async {
    let list = makeList(shape)
    let other = MockTitleListView()
    screen.attach(view)
    list.load()
    await source.send(Row.rows([1, 2]))
    screen.detach(view)
    screen.attach(other)
    #expect(list.isSubscribed)
    #expect(!list.isLoading)
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 2)
    other.recorder.expectCalls([.hideLoading, .showRows(["row 1", "row 2"])])
    await source.send(Row.rows([2]))
    other.recorder.expectCalls([.removeRow(at: 0)])
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1", "row 2"])])
  }

  @Test func aDetachBeforeTheFirstValueKeepsLoadingUntilTheResumedSubscriptionsFirstValue() async {
    let list = makeList(.updates)
    let other = MockTitleListView()
    screen.attach(view)
    list.load()
    await screen.tasks.waitUntilIdle()
    screen.detach(view)
    #expect(list.isLoading)
    screen.attach(other)
    other.recorder.expectCalls([.showLoading])
    await source.send(Row.rows([1]))
    other.recorder.expectCalls([.hideLoading, .showRows(["row 1"])])
    view.recorder.expectCalls([.showLoading])
    #expect(source.subscriptionCount == 2)
  }

  @Test func loadWithNoViewAttachedSubscribesAtTheNextAttach() async {
    let list = makeList(.observer)
    list.load()
    #expect(!list.isSubscribed)
    #expect(list.isLoading)
    await screen.tasks.waitUntilIdle()
    #expect(source.subscriptionCount == 0)
    screen.attach(view)
    #expect(list.isSubscribed)
    await source.send(Row.rows([1]))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
  }

  /// The binding delivers state to a covered view at once (only one-shot messages wait).
  @Test(arguments: Shape.allCases)
  func aHiddenViewStaysSubscribedAndReceivesEachValueAtOnce(_ shape: Shape) async {
    let list = makeList(shape)
    screen.attach(view)
    screen.handle(.viewDidLoad)
    await source.send(Row.rows([1]))
    screen.handle(.viewDidDisappear)
    #expect(source.isSubscribed)
    await source.send(Row.rows([1, 2]))
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["row 1"]), .insertRows(["row 2"], at: 1..<2),
    ])
    screen.handle(.viewWillAppear)
    view.recorder.expectNoCalls()
    #expect(list.isSubscribed)
    #expect(source.subscriptionCount == 1)
  }

  // MARK: Release

  @Test(arguments: Shape.allCases)
  func releasingThePresenterEndsTheSubscriptionAndLeaksNothing(_ shape: Shape) async {
    let leaks = LeakTracker()
    do {
      let screen = ScreenLifecycle<any TitleListView>()
      let presenter = LiveListOwner(list: makeList(shape, on: screen))
      leaks.track(presenter, as: "presenter")
      leaks.track(presenter.list, as: "list")
      leaks.track(screen, as: "screen")
      leaks.track(screen.tasks, as: "tasks")
      screen.attach(view)
      presenter.list.load()
      await source.send(Row.rows([1]))
      #expect(source.isSubscribed)
    }
    #expect(!source.isSubscribed, "the release cancelled the subscription at once")
    leaks.expectAllDeallocated()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
  }

  // MARK: Pending work, and a fetched list

  @Test(arguments: Shape.allCases)
  func aSubscriptionWaitingForItsNextValueIsNotPendingWork(_ shape: Shape) async {
    let list = makeList(shape)
    screen.attach(view)
    list.load()
    #expect(screen.tasks.pendingWorkDescriptions == ["task #0 'list' still running"])
    await screen.tasks.waitUntilIdle()
    expectNoPendingWork(screen, screen.tasks)
    await source.send(Row.rows([1]))
    expectNoPendingWork(screen)
    #expect(screen.tasks.isRunning(list.key))
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
  }

  @Test func aListThatFetchesIsNeverSubscribed() {
    let fixture = TitleListScreen()
    fixture.screen.attach(view)
    fixture.list.load()
    #expect(!fixture.list.isSubscribed)
    fixture.answer([1], offset: 0, total: 1)
    #expect(!fixture.list.isSubscribed)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["row 1"])])
  }
}

/// A presenter that owns a list fed by a live source, for the release test.
@MainActor
private final class LiveListOwner {
  let list: PagedListLoader<Row, any TitleListView>

  init(list: PagedListLoader<Row, any TitleListView>) {
    self.list = list
  }
}
