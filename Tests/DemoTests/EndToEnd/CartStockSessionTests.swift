import MVPDemo
import MVPTestSupport
import Testing

/// Issue 12: the cart respects the stock, counting what is in it already (`open 1`, `cart 98`,
/// `cart 98` used to put 196 units of a product with 98 in stock in the cart); the list's
/// `cart N` says how many units it adds and why.
@MainActor @Suite(.presenterTest) struct CartStockSessionTests {
  static let detailCommands = BundledSessionTests.detailCommands

  @Test func theCartCountsWhatItHoldsAlready() async {
    let run = await DemoTranscript(
      ["--page-size", "1"], script: "open 1\ncart 98\ncart 98\ncart 2\nback\ncart 1\n")
    #expect(
      run.screens.dropFirst(2).map { $0.last } == [
        "* Added 98 units of Velvet Matte Lipstick to your cart. Items in cart: 98.",
        "* All 98 units in stock are in your cart already.",
        "* All 98 units in stock are in your cart already.",
        "Commands: open N, cart N, next, list, refresh, users, help, quit",
        "* All 98 units in stock are in your cart already.",
      ])
  }

  @Test func theRefusalSaysHowManyMoreFit() async {
    let run = await DemoTranscript(
      ["--page-size", "1"], script: "open 1\ncart 90\ncart 10\ncart 8\n")
    #expect(
      run.screens[3].last
        == "* Only 98 in stock and 90 in your cart already: you can add up to 8 more.")
    #expect(
      run.screens[4].last
        == "* Added 8 units of Velvet Matte Lipstick to your cart. Items in cart: 98.")
  }

  @Test func theListAddsTheMinimumOrderAndSaysSo() async {
    let run = await DemoTranscript(["--page-size", "3"], script: "cart 1\ncart 2\n")
    #expect(
      run.screens[1].last
        == "* Added 2 units of Velvet Matte Lipstick, its minimum order, to your cart. "
        + "Items in cart: 2.")
    #expect(
      run.screens[2].last
        == "* Added 1 unit of Hydrating Rose Face Mist, its minimum order, to your cart. "
        + "Items in cart: 3.")
  }
}
