import GoodsFeature
import MVPClock
import MVPCore
import MVPDemo
import MVPTestSupport
import Testing

/// Interactively, the flash-sale page's countdown ticks on the screen while the demo waits for
/// the next command (issue 13): its line is redrawn in place, the cursor kept after the prompt.
@MainActor @Suite(.presenterTest) struct LiveCountdownTests {
  @Test func theBannerIsRedrawnInPlaceWhileTheUserTypes() async throws {
    let clock = ManualClock(now: DemoEnvironment.scriptStart)
    let server = CatalogServer(data: CatalogFixtures.bundled, startedAt: clock.now.date)
    let catalog = InProcessCatalog(server: server)
    let monitor = DeliveryMonitor()
    let environment = DemoEnvironment(
      options: DemoOptions(), baseURL: catalog.baseURL, session: catalog.session,
      dispatcher: NotifyingDispatcher(monitor: monitor), manualClock: clock,
      flashSaleWindow: server.flashSaleWindow.map { $0.start...$0.end },
      store: try GoodsStore(.inMemory))
    let session = DemoSession(
      factory: FeatureRootScreens(environment: environment), monitor: monitor)
    let lines = ControlledLines()
    let output = CapturedOutput()
    let runner = DemoRunner(session: session, input: lines, output: output, interactive: true)
    let run = Task { await runner.run() }

    await lines.waitUntilAsked(1)
    lines.send("sale")
    await lines.waitUntilAsked(2)
    let page = output.text
    #expect(page.hasSuffix("> "))
    #expect(page.contains("== Flash sale ==\nEnds in 01:20:00\n"))
    // From the prompt's line up to the banner, the second line of the printed screen.
    let screen = page.components(separatedBy: "== Flash sale ==")[1]
    let up = screen.split(separator: "\n", omittingEmptySubsequences: false).count - 2

    await clock.waitForSleepers(1)
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    #expect(
      output.text == page + "\u{1B}7\u{1B}[\(up)A\r\u{1B}[2KEnds in 01:19:59\u{1B}8")
    clock.advance(by: .seconds(1))
    await clock.waitForSleepers(1)
    #expect(output.text.hasSuffix("\u{1B}[2KEnds in 01:19:58\u{1B}8"))

    // Another screen: the page is hidden, its countdown stops, nothing is redrawn.
    let typed = output.text
    lines.send("goods")
    await lines.waitUntilAsked(3)
    let after = output.text
    #expect(after.hasPrefix(typed))
    #expect(clock.sleeperCount == 0)
    clock.advance(by: .seconds(1))
    #expect(output.text == after)
    lines.send(nil)
    await run.value
    withExtendedLifetime(catalog) {}
  }
}
