import MVPDemo
import MVPTestSupport
import Testing

/// Issue 22, part 3: a product with an impossible number (a discount above 100 %, a negative
/// stock) is an unreadable record: the list skips and counts it, and `--verbose` names it and its
/// field on standard error, like any other bad record.
@MainActor @Suite(.presenterTest) struct ImpossibleNumbersSessionTests {
  @Test func impossibleDiscountsAndStocksAreSkippedCountedAndNamed() async throws {
    var data = CatalogFixtures.small
    data.products[1].discountPercentage = 150
    data.products[2].stock = -3
    let server = try LoopbackHTTPServer(serving: data)
    defer { server.stop() }
    let run = await DemoTranscript(["--base-url", server.baseURL, "--verbose"], script: "")
    #expect(
      run.screens[0] == [
        "Loading…", "== Goods ==", "1. Product 1 | $9.99", "2. Product 4 | $9.99",
        "3. Product 5 | $9.99", "2 products could not be shown.",
        "Rows 1–3 of 3 products, the end of the list.",
        "Commands: open N, cart N, list, refresh, users, help, quit",
      ])
    #expect(
      run.errors.split(separator: "\n") == [
        "mvp-demo: goods: skipped item 1 (id 2) at products[1].discountPercentage: 150 is above "
          + "100 percent",
        "mvp-demo: goods: skipped item 2 (id 3) at products[2].stock: -3 is negative",
      ])
  }
}
