import Foundation
import MVPDemo
import Testing

/// The flash-sale page in the demo (issue 13): the bundled data set's sale, a countdown that a
/// script drives with `wait N`, the same countdown on a sale product's detail. The sessions end
/// with a countdown still ticking, as the demo does: that running work is expected.
@MainActor @Suite(.presenterTest(skipping: .runningWork)) struct FlashSaleSessionTests {
  static let page = [
    "> sale", "Loading…", "== Flash sale ==", "Ends in 01:20:00",
    "1. Noise-Cancelling Headphones | ¥199.00 (was ¥249.00) [Flash sale]",
  ]

  @Test func theSalePageCountsDownAsTheScriptWaits() async {
    let run = await DemoTranscript(script: "sale\nwait 90\nsale\n")
    let page = run.screens[1]
    #expect(Array(page.prefix(5)) == Self.page)
    // The section reads the catalogue 100 products at a time: the four sale products at once.
    #expect(DemoTranscript.rows(page).count == 4)
    #expect(page.contains("Rows 1–4 of 4 products, the end of the list."))
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

  /// Issue 22, part 2: when the sale ends, the rows show the price that applies and lose the
  /// "Flash sale" tag without a refresh, on the page and in the goods list.
  @Test func theRowsReturnToTheirRegularPriceWhenTheSaleEnds() async {
    let run = await DemoTranscript(script: "sale\nwait 4800\nlist\ngoods\nlist\n")
    #expect(run.screens[1].contains(Self.page[4]))
    let ended = run.screens[3]
    #expect(ended.prefix(3) == ["> list", "== Flash sale ==", "Flash sale ended"])
    #expect(
      ended.contains("1. Noise-Cancelling Headphones | ¥207.92 (was ¥249.00) [Deep discount]"))
    #expect(!ended.contains { $0.contains("[Flash sale]") })
    #expect(!run.screens[5].contains { $0.contains("[Flash sale]") })
  }

  @Test func smallPagesStillFindTheSaleProducts() async {
    // --page-size does not apply to the sale page, which filters the catalogue on the client.
    let run = await DemoTranscript(["--page-size", "1"], script: "sale\nopen 4\nback\n")
    #expect(DemoTranscript.rows(run.screens[1]).count == 4)
    #expect(!run.output.contains("Error:"))
    #expect(run.screens[2].prefix(3) == ["> open 4", "Loading…", "== Leather Card Wallet =="])
    // Back on the page, its rows are printed again, each tagged as on the sale.
    let back = DemoTranscript.rows(run.screens[3])
    #expect(back.count == 4)
    #expect(back.allSatisfy { $0.hasSuffix("[Flash sale]") })
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
