import GoodsFeature
import MVPCore

/// The cart screen as the `cart` command prints it under the screen: `Your cart:`, one line per
/// product with its units and title (`Product #45` for a product never fetched), `Total: 5
/// units.`; or the empty cart's line, or the error state's sentence.
///
/// Passive: it keeps what its presenter showed last and tells ``waitUntilShown()`` when the
/// cart's content came.
@MainActor
final class TerminalCartView: CartView {
  private let texts: DemoTexts
  private var content: [String]?
  private var items: [CartItem] = []
  private var total: Int?
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Creates the view.
  ///
  /// - Parameter texts: The demo's strings.
  init(texts: DemoTexts) {
    self.texts = texts
  }

  /// The lines to print: the cart's items and total, the empty cart's line or the failure's.
  var lines: [String] {
    content ?? []
  }

  /// Suspends until the presenter showed the cart (its items with their total, the empty state
  /// or the error state).
  func waitUntilShown() async {
    guard !isShown else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  private var isShown: Bool {
    content != nil && (items.isEmpty || total != nil)
  }

  // MARK: CartView

  /// Nothing to print while the cart is read.
  func showLoading() {}

  /// Nothing to print.
  func hideLoading() {}

  /// Shows the cart's items, titled and totalled.
  ///
  /// - Parameter rows: Every item, in ascending product identifier.
  func showRows(_ rows: [CartItem]) {
    items = rows
    render()
  }

  /// Shows the total units, under the items.
  ///
  /// - Parameter units: The sum of their quantities.
  func showTotal(units: Int) {
    total = units
    render()
  }

  /// Shows the empty cart's line.
  ///
  /// - Parameter message: The line.
  func showEmpty(message: String) {
    items = []
    show([message])
  }

  /// Shows why the cart cannot be read.
  ///
  /// - Parameters:
  ///   - message: The sentence.
  ///   - canRetry: Unused: the `cart` command reads the cart again.
  func showError(message: String, canRetry: Bool) {
    items = []
    show([OutsideText.message(message)])
  }

  /// Nothing to print: the `cart` command prints the cart once.
  ///
  /// - Parameter text: Unused.
  func showMessage(_ text: String) {}

  /// Nothing to end: the terminal has no pull to refresh.
  func endRefreshing() {}

  private func render() {
    guard !items.isEmpty, let total else { return }
    let lines = items.map { item in
      let title = item.title.map(OutsideText.field) ?? texts.productTitle(item.productID)
      return "  " + texts.cartLine(quantity: item.quantity, title: title)
    }
    show([texts.cartTitle] + lines + [texts.cartTotal(total)])
  }

  private func show(_ lines: [String]) {
    content = lines
    guard isShown else { return }
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume() }
  }
}
