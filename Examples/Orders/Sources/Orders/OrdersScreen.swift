import MVPCore

/// One row of the orders list.
public struct OrderRow: Equatable, Sendable {
  /// The row's text.
  public let title: String

  /// The row of `order`.
  ///
  /// - Parameter order: The order shown.
  public init(_ order: Order) { title = order.title }
}

/// The passive orders screen: a `ListViewInterface` of ``OrderRow``s.
public protocol OrdersView: ListViewInterface where Row == OrderRow {}

/// Where orders come from.
public protocol OrderService: Sendable {
  /// One page of orders.
  ///
  /// - Parameters:
  ///   - offset: The first order's position, 0 or more.
  ///   - limit: The most orders to answer.
  /// - Returns: The page.
  func orders(offset: Int, limit: Int) async throws -> Page<Order>

  /// Cancels an order on the server.
  ///
  /// - Parameter id: The order's identifier.
  func cancelOrder(id: Int) async throws
}

/// Where the orders screen navigates.
public enum OrdersRoute: Equatable {
  /// The order's details.
  case order(id: Int)
}

/// The orders screen's presenter: pages of orders, opening one, cancelling one by identity.
public final class OrdersPresenter: ListPresenter {
  /// The screen.
  public let screen = ScreenLifecycle<any OrdersView>()
  /// The orders shown.
  public let list: PagedListLoader<Order, any OrdersView>
  private let service: any OrderService
  private let router: any RouterInterface<OrdersRoute>

  /// Creates the presenter; nothing loads until `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - service: Where the orders come from.
  ///   - router: Opens an order; held strongly.
  public init(service: any OrderService, router: any RouterInterface<OrdersRoute>) {
    self.service = service
    self.router = router
    list = PagedListLoader(
      screen: screen, pageSize: 20,
      fetch: .async { [service] in try await service.orders(offset: $0.offset, limit: $0.limit) },
      row: OrderRow.init, texts: ListTexts(empty: "No orders yet."))
  }

  /// Opens the order in row `index`; an index that is not a row does nothing.
  ///
  /// - Parameter index: The row, as the view knows it.
  public func selectOrder(at index: Int) {
    guard let order = list.item(at: index) else { return }
    router.navigate(to: .order(id: order.id))
  }

  /// Cancels the order in row `index`: its row goes once the server confirms; a second tap while
  /// it runs does nothing.
  ///
  /// - Parameter index: The row, as the view knows it.
  public func cancelOrder(at index: Int) {
    guard let order = list.item(at: index) else { return }
    tasks.perform(
      "cancel.\(order.id)", role: .write, owner: self,
      work: { [service] in try await service.cancelOrder(id: order.id) },
      then: { presenter, result in
        if case .success = result { presenter.list.remove(id: order.id) }
        presenter.screen.showMessage(
          result.isSuccess ? "Cancelled \(order.title)." : "Couldn't cancel \(order.title).")
      })
  }
}

extension Result {
  fileprivate var isSuccess: Bool {
    if case .success = self { true } else { false }
  }
}
