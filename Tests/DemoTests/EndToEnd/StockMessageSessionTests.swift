import MVPDemo
import MVPTestSupport
import Testing

/// Issue 22, part 4: one stock message, with the numbers that apply. With 3 units in the cart,
/// asking for more than the stock said "Only 98 left in stock." while asking for a little less
/// said how many were in the cart and how many more fit; both now say the latter.
@MainActor @Suite(.presenterTest) struct StockMessageSessionTests {
  @Test func everyRefusalCountsTheUnitsInTheCart() async {
    let run = await DemoTranscript(
      ["--page-size", "1"], script: "open 1\ncart 3\ncart 100000\ncart 96\n")
    #expect(
      run.screens.dropFirst(3).map { $0.last } == [
        "* Only 98 in stock and 3 in your cart already: you can add up to 95 more.",
        "* Only 98 in stock and 3 in your cart already: you can add up to 95 more.",
      ])
  }

  @Test func withNothingInTheCartTheRefusalSaysTheStock() async {
    let run = await DemoTranscript(["--page-size", "1"], script: "open 1\ncart 100000\n")
    #expect(run.lastScreen.last == "* Only 98 left in stock.")
  }
}
