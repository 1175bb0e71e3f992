import MVPCore
import MVPDemo
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct DemoRunnerTests {
  let log = LifecycleLog()
  let monitor = DeliveryMonitor()
  let output = CapturedOutput()

  func run(_ script: String, interactive: Bool) async {
    let factory = FakeScreenFactory(log: log, dispatcher: NotifyingDispatcher(monitor: monitor))
    let session = DemoSession(factory: factory, monitor: monitor)
    await DemoRunner(
      session: session, input: ScriptLines(script: script), output: output,
      interactive: interactive
    ).run()
  }

  /// The echo comes first, then a line while the work runs, then the screen; an explanation
  /// comes last, next to the prompt.
  @Test func scriptedModeEchoesEachCommandBeforeItsScreen() async {
    await run("next\n\n# skipped\nopen 9\nquit\nnext\n", interactive: false)
    #expect(
      output.lines == [
        "== Goods ==", "1. apple", "2. pear", "Commands: open N, next, users, help, quit",
        "",
        "> next",
        "Working…",
        "== Goods ==", "1. apple", "2. pear", "3. row 3", "4. row 4",
        "Commands: open N, next, users, help, quit",
        "",
        "> open 9",
        "== Goods ==", "1. apple", "2. pear", "3. row 3", "4. row 4",
        "Commands: open N, next, users, help, quit",
        "There is no row 9.",
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
        "== Goods ==", "1. apple", "2. pear", "Commands: open N, next, users, help, quit",
        "> ",
        "== Goods > apple ==", "Commands: open N, next, goods, users, back, help, quit",
        "> ",
        "",
      ])
  }

  /// Issue 12: a 200,000-character line is neither echoed nor quoted whole.
  @Test func aHugeLineIsEchoedClipped() async {
    let word = String(repeating: "x", count: 200_000)
    await run(word + "\n", interactive: false)
    let clipped = String(repeating: "x", count: 60) + "… (200,000 characters)"
    #expect(output.lines[5] == "> " + clipped)
    #expect(
      output.lines.last(where: { !$0.isEmpty })
        == "Unknown command '\(clipped)'. Type 'help' to see the commands.")
    #expect(output.text.count < 1_000)
  }
}
