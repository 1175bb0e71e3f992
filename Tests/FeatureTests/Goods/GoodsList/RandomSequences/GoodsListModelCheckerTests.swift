import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The goods list under `PresenterChecker` answered from a model of the server's products
/// (completion-handler stubs): the rows shown at rest are the server's, while someone else adds
/// and deletes products, and adding to the cart (a write intent) is never cancelled and always
/// reaches the service unless the product is unavailable (the presenter says so).
@MainActor @Suite struct GoodsListModelCheckerTests {
  final class CheckedGoodsListView: RecordingListView<GoodsRowViewModel>, GoodsListView {}

  @Test func theGoodsListKeepsTheServersRows() async {
    let report = await PresenterChecker(
      presenter: { server in
        let service = StubGoodsService()
        let goods = server.collection(
          GoodsSamples.products(1...7), row: { GoodsSamples.row($0.id) },
          newItem: { GoodsSamples.product(100 + $0) })
        server.answers(service.pages, from: goods) { query in
          goods.page(offset: query.offset, limit: query.limit)
        }
        server.answers(service.cart) { _ in 1 }
        return GoodsListPresenter(
          service: service, router: RecordingRouter(), pageSize: 3, dispatcher: server.dispatcher)
      },
      view: { _ in CheckedGoodsListView() },
      intents: .list() + [
        .row("select row") { $0.selectProduct(at: $1) },
        .row("add row to cart", role: .write) { $0.addToCart(at: $1) },
      ]
    ).run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
  }
}
