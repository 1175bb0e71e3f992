import MVPCore
import MVPDemo
import MVPRestoration
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct DemoSessionTests {
  let log = LifecycleLog()
  let monitor = DeliveryMonitor()
  let factory: FakeScreenFactory
  let session: DemoSession

  init() {
    factory = FakeScreenFactory(log: log, dispatcher: NotifyingDispatcher(monitor: monitor))
    session = DemoSession(factory: factory, monitor: monitor)
  }

  func rows() -> [String] {
    session.navigator.top?.render().lines ?? []
  }

  @Test func startsOnTheGoodsList() async {
    await session.start()
    #expect(factory.built == ["goods"])
    #expect(
      session.renderScreen() == """
        == Goods ==
        1. apple
        2. pear
        Commands: open N, next, users, help, quit

        """)
  }

  @Test func waitsForCompletionHandlerAnswersAndTheWorkTheyStart() async {
    await session.start()
    #expect(await session.execute("next") == .screen(notes: []))
    #expect(rows() == ["1. apple", "2. pear", "3. row 3", "4. row 4"])
    #expect(monitor.deliveredCount == 1)
    #expect(await session.execute("next") == .screen(notes: []))
    #expect(rows().suffix(2) == ["5. row 5", "6. row 6"])
  }

  @Test func opensAndGoesBack() async {
    await session.start()
    #expect(await session.execute("open 2") == .screen(notes: []))
    #expect(session.navigator.top?.render().title == "Goods > pear")
    #expect(
      session.renderScreen().hasSuffix("Commands: open N, next, goods, users, back, help, quit\n"))
    #expect(await session.execute("back") == .screen(notes: []))
    #expect(session.navigator.top?.render().title == "Goods")
    #expect(await session.execute("back") == .screen(notes: ["There is no previous screen."]))
  }

  @Test func switchingListsBuildsEachRootOnceAndKeepsItsState() async {
    await session.start()
    _ = await session.execute("next")
    _ = await session.execute("users")
    #expect(session.navigator.top?.render().title == "Users")
    _ = await session.execute("goods")
    #expect(factory.built == ["goods", "users"])
    #expect(rows().count == 4)
    #expect(
      log.entries.filter { $0.hasSuffix("viewDidLoad") } == [
        "Goods: viewDidLoad", "Users: viewDidLoad",
      ])
  }

  @Test func badInputGetsOneLineAndNothingChanges() async {
    await session.start()
    #expect(
      await session.execute("jump")
        == .screen(notes: ["Unknown command 'jump'. Type 'help' to see the commands."]))
    #expect(await session.execute("open 9") == .screen(notes: ["There is no row 9."]))
    #expect(
      await session.execute("delete 1")
        == .screen(notes: ["'delete' is not available on this screen."]))
    #expect(rows() == ["1. apple", "2. pear"])
    #expect(await session.execute("  ") == .nothing)
    #expect(await session.execute("quit") == .quit)
  }

  @Test func helpListsEveryCommand() async {
    await session.start()
    guard case .screen(let notes) = await session.execute("help") else {
      Issue.record("help did not show a screen")
      return
    }
    let words = notes.map { String($0.prefix { $0 != " " }) }
    #expect(
      words == [
        "goods", "users", "sale", "next", "list", "refresh", "retry", "open", "cart", "cart",
        "cart", "delete", "edit", "cancel", "wait", "offline", "online", "hold", "release",
        "back", "help", "quit",
      ])
  }

  /// Issue 14: `cart`, `offline` and `online` are the session's, on any screen; a factory with no
  /// cart and a server it cannot switch says so, and the screen stays.
  @Test func theCartAndTheServerSwitchNeedAFactoryThatHasThem() async {
    await session.start()
    #expect(
      await session.execute("cart") == .screen(notes: ["'cart' is not available on this screen."]))
    #expect(
      await session.execute("offline")
        == .screen(notes: ["'offline' works with the bundled data set only, not with --base-url."]))
    #expect(
      await session.execute("online")
        == .screen(notes: ["'online' works with the bundled data set only, not with --base-url."]))
    #expect(rows() == ["1. apple", "2. pear"])
  }

  /// Issue 12: long work says that it runs, once, before the session waits for it; a command
  /// that starts nothing says nothing of the kind.
  @Test func reportsProgressOnlyWhileWorkRuns() async {
    var progress: [String] = []
    await session.start(progress: { progress.append($0) })
    #expect(progress == [])
    _ = await session.execute("next", progress: { progress.append($0) })
    #expect(progress == ["Working…"])
    _ = await session.execute("open 9", progress: { progress.append($0) })
    #expect(progress == ["Working…"])
  }

  /// Issue 12: no command is silent; switching to the list shown already says so.
  @Test func theListShownAlreadySaysSo() async {
    await session.start()
    #expect(await session.execute("goods") == .screen(notes: ["This is the goods list already."]))
    #expect(await session.execute("users") == .screen(notes: []))
    #expect(await session.execute("users") == .screen(notes: ["This is the user list already."]))
    #expect(session.renderScreen().hasSuffix("Commands: open N, next, goods, help, quit\n"))
    #expect(
      session.renderScreen(notes: ["a note"]).hasSuffix(
        "Commands: open N, next, goods, help, quit\na note\n"))
  }

  /// Issue 29: the session saves its stack on leaving and rebuilds it at the next start, each
  /// screen by route; the saved state is read once. A screen pushed by a router of its own (not
  /// by route) is not saved: the stack ends below it.
  @Test func aSessionIsSavedOnLeavingAndRestoredOnceByRoute() async throws {
    let store = InMemoryRestorationStore()
    let first = DemoSession(
      factory: factory, monitor: monitor, state: DemoStateKeeping(store: store))
    await first.start()
    _ = await first.execute("users")
    _ = await first.execute("open 1")  // the fake pushes a screen it builds itself
    await first.leave()
    first.end()
    #expect(store.data != nil)
    let log = LifecycleLog()
    let again = DemoSession(
      factory: FakeScreenFactory(log: log, dispatcher: NotifyingDispatcher(monitor: monitor)),
      monitor: monitor, state: DemoStateKeeping(store: store))
    #expect(await again.start() == ["Restored your last session."])
    #expect(store.data == nil)
    #expect(again.routeNavigator.stack == [.users])
    #expect(log.take() == ["Users: viewDidLoad", "Users: viewWillAppear", "Users: viewDidAppear"])
    // The restored root is kept as a tab: switching back shows it, not a new one.
    _ = await again.execute("goods")
    _ = await again.execute("users")
    #expect(again.routeNavigator.stack == [.users])
    #expect(log.entries.filter { $0.hasSuffix("viewDidLoad") } == ["Goods: viewDidLoad"])
  }

  /// Issue 29: `hold` and `release` need a server that can hold its answers; the fake has none.
  @Test func holdNeedsAServerThatHoldsItsAnswers() async {
    await session.start()
    #expect(
      await session.execute("hold")
        == .screen(notes: ["'hold' works with the bundled data set only, not with --base-url."]))
  }
}
