import MVPCore
import MVPDemo
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct DemoSessionTests {
  let log = LifecycleLog()
  let monitor = DeliveryMonitor()
  let factory: FakeRootFactory
  let session: DemoSession

  init() {
    factory = FakeRootFactory(log: log, dispatcher: NotifyingDispatcher(monitor: monitor))
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
        Commands: open N, next, goods, users, help, quit

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
        "goods", "users", "next", "refresh", "retry", "open", "cart", "cart", "delete", "edit",
        "back", "help", "quit",
      ])
  }
}
