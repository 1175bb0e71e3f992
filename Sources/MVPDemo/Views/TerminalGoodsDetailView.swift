import GoodsFeature
import MVPCore

/// A product's detail as a terminal screen: title, brand, rating, prices, the coupon price,
/// availability, shipping, minimum order and description.
///
/// Passive: `cart QTY` and `retry` become calls on its `GoodsDetailPresenter`,
/// which it keeps strongly (`cart` alone shows the cart, on every screen). It offers `cart QTY`
/// only while the product is shown and available, and `retry` only on an error that retrying can
/// help.
@MainActor
public final class TerminalGoodsDetailView: GoodsDetailView, LiveTerminalScreen {
  /// The presenter this view forwards input to; kept strongly (view → presenter).
  public let presenter: GoodsDetailPresenter

  private let texts: DemoTexts
  private let rowTitle: String?
  private var product: GoodsDetailViewModel?
  private var countdown: FlashSaleCountdownViewModel?
  private var savedNotice: String?

  /// Called when the countdown changes; set by an interactive runner.
  public var liveLineDidChange: (@MainActor () -> Void)?

  /// The product's flash-sale countdown, the first line while the product is shown.
  public var liveLine: (index: Int, text: String)? {
    guard product != nil, let countdown else { return nil }
    return (0, countdown.text)
  }
  private var state = ScreenState()
  private var pendingProgress: String?

  /// Creates the view around its presenter.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, kept strongly.
  ///   - texts: The demo's strings; English by default.
  ///   - rowTitle: What the row this screen was opened from showed (its name), the title until
  ///     the screen's own loads; `nil` (the default) titles it with the id.
  public init(presenter: GoodsDetailPresenter, texts: DemoTexts = .english, rowTitle: String? = nil)
  {
    self.presenter = presenter
    self.texts = texts
    self.rowTitle = rowTitle
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

  /// Shows the flash-sale countdown as a line under the title, or removes it.
  ///
  /// - Parameter countdown: The countdown, or `nil`.
  public func showCountdown(_ countdown: FlashSaleCountdownViewModel?) {
    self.countdown = countdown
    liveLineDidChange?()
  }

  /// Shows, above the product, that it is a copy saved on the device, or removes that notice.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  public func showSavedNotice(_ notice: String?) {
    savedNotice = notice
  }

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

  /// `Loading…` or the cart addition in flight.
  public var progress: String? { state.isLoading ? texts.loading : pendingProgress }

  /// Forwards `event` to the presenter.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) { presenter.handle(event) }

  /// Renders the product's fields, the state and the messages.
  ///
  /// - Returns: The screen; titled with the row it was opened from, else `Product #ID`, until the
  ///   product is loaded.
  public func render() -> ScreenContent {
    var lines: [String] = []
    var commands: [String] = []
    if let product {
      lines =
        (savedNotice.map { [$0] } ?? []) + (countdown.map { [$0.text] } ?? [])
        + detailLines(for: product)
      if product.isAvailable { commands.append(texts.cartQuantityHint) }
    }
    lines += state.lines(texts)
    if state.offersRetry { commands.append("retry") }
    pendingProgress = nil
    return ScreenContent(
      title: product.map { OutsideText.field($0.title) } ?? rowTitle
        ?? texts.productTitle(presenter.productID),
      lines: lines,
      commands: commands, messages: state.takeMessages())
  }

  /// Handles `cart QTY` and `retry`.
  ///
  /// - Parameter command: The command.
  /// - Returns: The outcome; `unsupported` for `cart` before the product shows and for `retry`
  ///   when no retry is offered.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    switch command {
    case .retry:
      guard state.offersRetry else { return .unsupported }
      presenter.retry()
    case .cart(let quantity):
      guard let product else { return .unsupported }
      pendingProgress = texts.addingToCart(OutsideText.field(product.title))
      presenter.addToCart(quantity: quantity)
    default:
      return .unsupported
    }
    return .performed
  }

  private func detailLines(for product: GoodsDetailViewModel) -> [String] {
    var lines: [String] = []
    let field = OutsideText.field
    if let brand = product.brandText { lines.append(texts.brand(field(brand))) }
    if let rating = product.ratingText { lines.append(texts.rating(field(rating))) }
    var price = field(product.priceText)
    if let original = product.originalPriceText { price += texts.was(field(original)) }
    lines.append(texts.price(price))
    if let coupon = product.couponText, product.finalPriceText == product.priceText {
      lines.append(texts.couponNotApplicable(field(coupon)))
    } else if let coupon = product.couponText {
      lines.append(texts.withCoupon(field(coupon), field(product.finalPriceText)))
    }
    lines.append(texts.availability(field(product.availabilityText)))
    lines.append(texts.shipping(field(product.shippingText)))
    lines.append(texts.minimumOrder(product.minimumOrderQuantity))
    let description = OutsideText.description(product.description)
    if !description.isEmpty { lines.append(description) }
    return lines
  }
}
