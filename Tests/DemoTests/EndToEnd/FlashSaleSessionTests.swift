import Foundation
import MVPDemo
import Testing

/// The flash-sale page in the demo (issue 13): the bundled data set's sale, a countdown that a
/// script drives with `wait N`, the same countdown on a sale product's detail.
@MainActor @Suite struct FlashSaleSessionTests {
  static let page = [
    "> sale", "Loading…", "== Flash sale ==", "Ends in 01:20:00",
    "1. Noise-Cancelling Headphones | ¥199.00 (was ¥249.00) [Flash sale]",
  ]

  @Test func theSalePageCountsDownAsTheScriptWaits() async {
    let run = await DemoTranscript(script: "sale\nwait 90\nsale\n")
    let page = run.screens[1]
    #expect(Array(page.prefix(5)) == Self.page)
    // The first sale product is on the third page of the catalogue: the list loads pages by
    // itself until it has rows; `next` brings the last one.
    #expect(DemoTranscript.rows(page).count == 3)
    #expect(page.contains("Sign in to hear when the next flash sale starts."))
    #expect(run.screens[2].prefix(3) == ["> wait 90", "== Flash sale ==", "Ends in 01:18:30"])
    #expect(run.screens[2].last == "90 seconds passed.")
    #expect(run.screens[3].last == "This is the flash-sale page already.")
  }

  @Test func aSaleProductsDetailCountsDownAndReturnsToItsRegularPriceAtTheEnd() async {
    let run = await DemoTranscript(script: "sale\nopen 1\nwait 4799\nwait 1\nback\n")
    let detail = run.screens[2]
    #expect(
      detail.prefix(4) == [
        "> open 1", "Loading…", "== Noise-Cancelling Headphones ==", "Ends in 01:20:00",
      ])
    #expect(detail.contains("Price: ¥199.00 (was ¥249.00)"))
    #expect(
      run.screens[3].prefix(3) == [
        "> wait 4799", "== Noise-Cancelling Headphones ==", "Ends in 00:00:01",
      ])
    let ended = run.screens[4]
    #expect(
      ended.prefix(3) == ["> wait 1", "== Noise-Cancelling Headphones ==", "Flash sale ended"])
    #expect(ended.contains("Price: ¥207.92 (was ¥249.00)"))
    #expect(ended.contains("* The flash sale has ended; the regular price applies."))
    #expect(run.screens[5].prefix(3) == ["> back", "== Flash sale ==", "Flash sale ended"])
  }

  @Test func theSalePageIsInChineseToo() async {
    let run = await DemoTranscript(["--locale", "zh-Hans"], script: "sale\nwait 61\n")
    #expect(run.screens[1].prefix(4) == ["> sale", "正在加载…", "== 限时特惠 ==", "距结束 01:20:00"])
    #expect(run.screens[1].contains("登录后，下一场限时特惠开始时通知你。"))
    #expect(run.screens[2].last == "过去了 61 秒。")
  }

  @Test func waitingNeedsAScript() async {
    let output = CapturedOutput()
    let errors = CapturedOutput()
    _ = await DemoApp.run(
      arguments: [], input: ScriptLines(script: "wait 5\n"), output: output,
      errorOutput: errors, interactive: true,
      makeScreens: { FeatureRootScreens(environment: $0, errorOutput: errors) })
    #expect(
      output.text.contains(
        "The demo's clock is the real time here: 'wait' works when commands come from a script."))
  }
}
