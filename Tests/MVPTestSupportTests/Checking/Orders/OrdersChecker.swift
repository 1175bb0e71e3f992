import MVPTestSupport

/// The checker of ``OrdersPresenter``, built with `bug` or correct, answered from a model of the
/// server's orders (ten at first; someone else adds orders 101, 102, … or deletes some).
/// `stopPlacingRole` is the role the stop button is declared with: `.cancel` but in the test that
/// a write only a cancel intent may cancel.
@MainActor
enum OrdersChecker {
  static func make(
    bug: OrdersBug? = nil, stopPlacingRole: IntentRole = .cancel
  ) -> PresenterChecker<OrdersPresenter, CheckedOrdersView> {
    PresenterChecker(
      presenter: { server in
        let service = OrdersService()
        let orders = server.collection((1...10).map(Order.sample), row: \.title) {
          Order.sample(100 + $0)
        }
        server.answers(service.pages, from: orders) { query in
          orders.page(offset: query.offset, limit: query.limit)
        }
        server.answers(service.deletions) { id in orders.delete(id: id) }
        server.answers(service.placements)
        return OrdersPresenter(service: service, bug: bug)
      },
      view: { CheckedOrdersView(presenter: $0) },
      intents: [
        PresenterIntent("pull to refresh", showsProgress: "refreshing") { $0.refresh() },
        PresenterIntent("load next page") { $0.loadNextPage() },
        PresenterIntent("retry") { $0.retry() },
        .row("delete row", role: .write) { $0.deleteOrder(at: $1) },
        .row("add row to the basket") { $0.addToBasket(at: $1) },
        PresenterIntent("place the order", role: .write) { $0.placeOrder() },
        PresenterIntent("stop placing", role: stopPlacingRole) { $0.stopPlacing() },
      ])
  }
}
