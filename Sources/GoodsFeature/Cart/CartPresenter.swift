import MVPCore

/// The cart screen: the cart kept in the store, pushed whole by its observation after every
/// change, and the total units.
///
/// The list is a `PagedListLoader` fed by the observation (its `observe:` initializer, whose
/// rules it follows): loading until the first items, each change shown as it comes, a store
/// that cannot be read shown as the error state with retry (which observes again), the
/// observation paused while the view is detached and ended with the screen. After each change
/// of the rows the view is shown their total units, as the state `"cart.total"`.
///
/// Restores, after the app was killed, only the item at the top of a view that scrolls
/// (`topRowDidChange(to:)`), by identity: the store is the truth, observed again at
/// `viewDidLoad`.
@MainActor
public final class CartPresenter: ListPresenter {
  /// The screen's lifecycle.
  public let screen = ScreenLifecycle<any CartView>()

  /// The cart's items, fed by the observation.
  public let list: PagedListLoader<CartItem, any CartView>

  /// The total shown last, so that a replay of the rows does not send it again.
  private var shownTotal: Int?

  /// Creates the presenter; the observation starts at `viewDidLoad`.
  ///
  /// - Parameters:
  ///   - observe: Starts observing the cart
  ///     (``StoredCartService/observeItems(titlesFrom:onChange:onError:)``): sends every item
  ///     now, then after each change, on any thread; fails once when the cart cannot be read;
  ///     returns the observation's cancellation.
  ///   - texts: The list's texts: the empty cart's message and the failure's sentence.
  public init(
    observe:
      @escaping @Sendable (
        _ send: @escaping @Sendable ([CartItem]) -> Void,
        _ fail: @escaping @Sendable (any Error) -> Void
      ) -> any Cancellable,
    texts: ListTexts
  ) {
    list = PagedListLoader(
      screen: screen, key: "cart", observe: observe, view: { $0.listView }, row: { $0 },
      texts: texts)
    list.observe { [weak self] event in
      if case .rowsShown = event { self?.showTotal() }
    }
  }

  /// Shows the total units of the rows, when it changed.
  private func showTotal() {
    let units = list.items.reduce(0) { $0 + $1.quantity }
    guard units != shownTotal else { return }
    shownTotal = units
    screen.binding.update(.state("cart.total")) { $0.showTotal(units: units) }
  }
}
