import MVPCore
import MVPTestSupport
import Orders
import Testing

/// The mock is main-actor isolated like everything in this target, and conforms as it is.
final class MockOrdersView: OrdersView, CallRecording {
  enum Call: Equatable {
    case showLoading, hideLoading
    case showRows([String])
    case removeRow(Int)
    case showMessage(String)
    case other(String)
  }

  let recorder = CallRecorder<Call>()
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showRows(_ rows: [OrderRow]) { record(.showRows(rows.map(\.title))) }
  func insertRows(_ rows: [OrderRow], at indices: Range<Int>) { record(.other("insert")) }
  func removeRow(at index: Int) { record(.removeRow(index)) }
  func updateRow(at index: Int, with row: OrderRow) { record(.other("update")) }
  func showEmpty(message: String) { record(.other(message)) }
  func showError(message: String, canRetry: Bool) { record(.other(message)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
}

struct StubOrderService: OrderService {
  let pages = AsyncStub<Int, Page<Order>>()
  let cancellations = AsyncStub<Int, Void>()
  func orders(offset: Int, limit: Int) async throws -> Page<Order> { try await pages.call(offset) }
  func cancelOrder(id: Int) async throws { try await cancellations.call(id) }
}

@Suite(.presenterTest) struct OrdersPresenterTests {
  let service = StubOrderService()
  let router = RecordingRouter<OrdersRoute>()

  func showFirstPage() async -> (MockOrdersView, OrdersPresenter) {
    let presenter = OrdersPresenter(service: service, router: router)
    let view = MockOrdersView()
    presenter.attach(view)
    presenter.viewDidLoad()
    await service.pages.waitForPendingCalls(1)
    let orders = [Order(id: 1, title: "Tea"), Order(id: 2, title: "Cake")]
    service.pages.succeed(with: Page(items: orders, offset: 0, total: 2))
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["Tea", "Cake"])])
    return (view, presenter)
  }

  @Test func opensAnOrder() async {
    let (_, presenter) = await showFirstPage()
    presenter.selectOrder(at: 1)
    router.recorder.expectCalls([.order(id: 2)])
  }

  @Test func cancelsAnOrderByIdentityOnce() async {
    let (view, presenter) = await showFirstPage()
    presenter.cancelOrder(at: 0)
    await service.cancellations.waitForPendingCalls(1)
    presenter.cancelOrder(at: 0)  // the write holds "cancel.1": refused
    service.cancellations.succeed(with: ())
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.removeRow(0), .showMessage("Cancelled Tea.")])
    #expect(service.cancellations.requests == [1])
  }
}
