import MVPCore
import MVPDemo
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct DemoRunnerTests {
  let log = LifecycleLog()
  let monitor = DeliveryMonitor()
  let output = CapturedOutput()

  func run(_ script: String, interactive: Bool) async {
    let factory = FakeRootFactory(log: log, dispatcher: NotifyingDispatcher(monitor: monitor))
    let session = DemoSession(factory: factory, monitor: monitor)
    await DemoRunner(
      session: session, input: ScriptLines(script: script), output: output,
      interactive: interactive
    ).run()
  }

  @Test func scriptedModeEchoesEachCommandBeforeItsScreen() async {
    await run("next\n\n# skipped\nopen 9\nquit\nnext\n", interactive: false)
    #expect(
      output.lines == [
        "== Goods ==", "1. apple", "2. pear", "Commands: open N, next, goods, users, help, quit",
        "",
        "> next",
        "== Goods ==", "1. apple", "2. pear", "3. row 3", "4. row 4",
        "Commands: open N, next, goods, users, help, quit",
        "",
        "> open 9",
        "There is no row 9.",
        "== Goods ==", "1. apple", "2. pear", "3. row 3", "4. row 4",
        "Commands: open N, next, goods, users, help, quit",
        "",
        "> quit",
        "Bye.",
        "",
      ])
  }

  @Test func endOfInputEndsTheSession() async {
    await run("open 1", interactive: false)
    #expect(
      output.lines.suffix(3) == [
        "== Goods > apple ==", "Commands: open N, next, goods, users, back, help, quit", "",
      ])
  }

  @Test func interactiveModePromptsInsteadOfEchoing() async {
    await run("open 1\n", interactive: true)
    #expect(
      output.lines == [
        "== Goods ==", "1. apple", "2. pear", "Commands: open N, next, goods, users, help, quit",
        "> ",
        "== Goods > apple ==", "Commands: open N, next, goods, users, back, help, quit",
        "> ",
        "",
      ])
  }
}
