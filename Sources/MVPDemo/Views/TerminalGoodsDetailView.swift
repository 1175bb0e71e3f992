import GoodsFeature
import MVPCore

/// A product's detail as a terminal screen: title, brand, rating, prices, the coupon price,
/// availability, shipping, minimum order and description.
///
/// Passive: `cart [QTY]` and `retry` become calls on its ``GoodsFeature/GoodsDetailPresenter``,
/// which it keeps strongly; `cart` alone adds the product's minimum order quantity, the
/// quantity control's starting value.
///
/// Threading: main actor only.
@MainActor
public final class TerminalGoodsDetailView: GoodsDetailView, TerminalScreen {
  /// The presenter this view forwards input to; kept strongly (view → presenter).
  public let presenter: GoodsDetailPresenter

  private var product: GoodsDetailViewModel?
  private var state = ScreenState()

  /// Creates the view around its presenter.
  ///
  /// - Parameter presenter: The presenter, kept strongly.
  public init(presenter: GoodsDetailPresenter) {
    self.presenter = presenter
  }

  // MARK: GoodsDetailView

  /// Shows the full-screen loading line.
  public func showLoading() { state.isLoading = true }

  /// Hides the loading line.
  public func hideLoading() { state.isLoading = false }

  /// Replaces the product with the error state.
  ///
  /// - Parameters:
  ///   - message: The explanation.
  ///   - canRetry: Whether to offer `retry`.
  public func showError(message: String, canRetry: Bool) {
    product = nil
    state.showError(message: message, canRetry: canRetry)
  }

  /// Queues a transient message for the next rendering.
  ///
  /// - Parameter text: The message.
  public func showMessage(_ text: String) { state.messages.append(text) }

  /// Shows the product.
  ///
  /// - Parameter viewModel: What to show.
  public func showProduct(_ viewModel: GoodsDetailViewModel) {
    product = viewModel
    state.showContent()
  }

  // MARK: TerminalScreen

  /// The presenter's task scope.
  public var taskScopes: [TaskScope] { [presenter.tasks] }

  /// Forwards `event` to the presenter.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) { presenter.handle(event) }

  /// Renders the product's fields and the state.
  ///
  /// - Returns: The screen; titled `Product #ID` until the product is loaded.
  public func render() -> ScreenContent {
    var lines: [String] = []
    var commands: [String] = []
    if let product {
      lines = Self.lines(for: product)
      if product.isAvailable { commands.append("cart [QTY]") }
    }
    lines += state.takeLines()
    if state.offersRetry { commands.append("retry") }
    return ScreenContent(
      title: product?.title ?? "Product #\(presenter.productID)", lines: lines,
      commands: commands)
  }

  /// Handles `cart [QTY]` and `retry`.
  ///
  /// - Parameter command: The command.
  /// - Returns: The outcome.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    switch command {
    case .retry:
      presenter.retry()
    case .cart(let quantity):
      guard let product else { return .rejected("The product is not shown yet.") }
      presenter.addToCart(quantity: quantity ?? product.minimumOrderQuantity)
    default:
      return .unsupported
    }
    return .performed
  }

  private static func lines(for product: GoodsDetailViewModel) -> [String] {
    var lines: [String] = []
    if let brand = product.brandText { lines.append("Brand: \(brand)") }
    if let rating = product.ratingText { lines.append("Rating: \(rating)") }
    var price = "Price: \(product.priceText)"
    if let original = product.originalPriceText { price += " (was \(original))" }
    lines.append(price)
    if let coupon = product.couponText, product.finalPriceText == product.priceText {
      lines.append("Coupon (\(coupon)): does not apply to this price")
    } else if let coupon = product.couponText {
      lines.append("With coupon (\(coupon)): \(product.finalPriceText)")
    }
    lines.append("Availability: \(product.availabilityText)")
    lines.append("Shipping: \(product.shippingText)")
    lines.append("Minimum order: \(product.minimumOrderQuantity)")
    if !product.description.isEmpty { lines.append(product.description) }
    return lines
  }
}
