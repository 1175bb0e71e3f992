import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

/// The goods list, the flash-sale page's goods section, under MVPTestSupport's
/// `PresenterChecker` (completion-handler stubs and a manual dispatcher), beside its own random
/// sequences (``GoodsListRandomSequenceTests``).
@MainActor @Suite struct GoodsListCheckerTests {
  final class CheckedGoodsListView: RecordingListView<GoodsRowViewModel>, GoodsListView {}

  @Test func theGoodsListKeepsEveryGenericInvariant() async {
    let report = await PresenterChecker(
      presenter: { server in
        let service = StubGoodsService()
        server.answers(service.pages) { query in
          Page(
            items: GoodsSamples.products((1...7).dropFirst(query.offset).prefix(query.limit)),
            offset: query.offset, total: 7)
        }
        server.answers(service.cart) { _ in 1 }
        return GoodsListPresenter(
          service: service, router: RecordingRouter(), pageSize: 3, dispatcher: server.dispatcher)
      },
      view: { _ in CheckedGoodsListView() },
      intents: .list() + [
        .row("select row") { $0.selectProduct(at: $1) },
        .row("add row to cart") { $0.addToCart(at: $1) },
      ]
    ).run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
  }
}
