import MVPTestSupport

/// The orders view the checker attaches: records its calls and keeps its presenter, as a real
/// view does.
final class CheckedOrdersView: RecordingListView<String>, OrdersView {
  let presenter: OrdersPresenter

  init(presenter: OrdersPresenter) {
    self.presenter = presenter
  }
}
