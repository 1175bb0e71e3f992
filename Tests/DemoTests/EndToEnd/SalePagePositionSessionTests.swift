import MVPDemo
import MVPTestSupport
import Testing

/// Issue 22, item 6: the sale page filters the catalogue on the client, so while pages remain its
/// length is unknown; the position line counts the sale goods found so far instead of the
/// catalogue's length less the goods filtered out ("Rows 1–2 of 52 products.").
@MainActor @Suite(.presenterTest(skipping: .runningWork)) struct SalePagePositionSessionTests {
  @Test func whilePagesRemainThePositionCountsTheSaleGoodsFoundSoFar() async throws {
    var data = CatalogFixtures.bundled
    data.products = (1...150).map { CatalogFixtures.product($0, "Product \($0)") }
    data.flashSale = CatalogFlashSale(
      startsIn: -10, lasts: 3600, prices: ["2": 5, "3": 5, "120": 5])
    let server = try LoopbackHTTPServer(serving: data)
    defer { server.stop() }
    let run = await DemoTranscript(["--base-url", server.baseURL], script: "sale\nnext\n")
    #expect(
      DemoTranscript.rows(run.screens[1]) == [
        "1. Product 2 | $5.00 (was $9.99) [Flash sale]",
        "2. Product 3 | $5.00 (was $9.99) [Flash sale]",
      ])
    #expect(
      run.screens[1].contains("Rows 1–2 of 2 products found so far; 'next' looks for more."))
    #expect(run.screens[2].contains("Row 3 of 3 products, the end of the list."))
  }
}
