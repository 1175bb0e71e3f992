import MVPCore
import Observation

/// One product as observable screen state, for SwiftUI: a ``GoodsDetailView`` that keeps what
/// its ``GoodsDetailPresenter`` tells it in plain properties, with the quantity to add as a
/// settable property a stepper binds to, and forwards the user's input to the presenter.
///
/// The state is the presenter's view (it holds the presenter strongly, the presenter holds it
/// weakly); a SwiftUI view owns it, binds ``quantity`` with `@Bindable` and calls its methods:
///
/// ```swift
/// if let product = state.product {
///   Text(product.title)
///   Stepper("Quantity: \(state.quantity)", value: $state.quantity)
///   Button("Add to cart") { state.addToCart() }.disabled(!product.isAvailable)
/// }
/// ```
///
/// The presenter checks the quantity (minimum order, stock) and answers with a message in
/// ``messages``, which waits there until the UI dismisses it with ``dismissMessage(_:)``.
/// UIKit and terminal views implement ``GoodsDetailView`` themselves; this type is one more view.
///
/// Threading: main actor only.
@Observable
@MainActor
public final class GoodsDetailScreenState: GoodsDetailView {
  /// The presenter the user's input goes to; kept strongly (view → presenter).
  public let presenter: GoodsDetailPresenter

  /// The product, or `nil` before it is loaded and while the error state is shown.
  public private(set) var product: GoodsDetailViewModel?

  /// The units to add to the cart; starts at the product's
  /// ``GoodsDetailViewModel/minimumOrderQuantity`` when a product is first shown, then set by the
  /// user.
  public var quantity = 1

  /// Whether the full-screen loading indicator is shown.
  public var isLoading: Bool { status.isLoading }

  /// The product's flash-sale countdown ("Ends in 00:59:59"), or `nil` without a sale.
  public private(set) var countdown: FlashSaleCountdownViewModel?

  /// The sentence saying the product is a copy saved on the device because the server cannot be
  /// reached, and when it was saved, for above the product; `nil` for the server's product.
  public private(set) var offlineNotice: String?

  /// The full-screen error's user-facing message, or `nil` when no error is shown.
  public var errorMessage: String? { status.errorMessage }

  /// Whether the error state offers a retry (``retry()``); `false` when no error is shown or the
  /// product does not exist.
  public var canRetry: Bool { status.canRetry }

  /// The transient messages (cart confirmations and refusals) not dismissed yet, oldest first:
  /// show the first, then call ``dismissMessage(_:)``.
  public var messages: [TransientMessage] { messageQueue.messages }

  private let status = LoadStatus()
  private let messageQueue = TransientMessageQueue()
  @ObservationIgnored private var appearance = ScreenAppearance()

  /// Creates the state around its presenter, showing nothing yet; the module builders attach it
  /// (``GoodsDetailModule/build(productID:service:options:coupon:dispatcher:)``).
  ///
  /// - Parameter presenter: The presenter, kept strongly.
  public init(presenter: GoodsDetailPresenter) {
    self.presenter = presenter
  }

  // MARK: - Input, forwarded to the presenter

  /// The view appeared (SwiftUI's `onAppear`): the first time sends `viewDidLoad`, which starts
  /// the load, then every time `viewWillAppear` and `viewDidAppear`.
  public func appear() {
    appearance.appear(presenter)
  }

  /// The view disappeared (SwiftUI's `onDisappear`): sends `viewWillDisappear` and
  /// `viewDidDisappear`; messages wait until it appears again.
  public func disappear() {
    appearance.disappear(presenter)
  }

  /// Loads the product again after an error (the error state's retry).
  public func retry() {
    presenter.retry()
  }

  /// Adds ``quantity`` units to the cart; a message says how it went.
  public func addToCart() {
    presenter.addToCart(quantity: quantity)
  }

  /// Removes `message` from ``messages`` once the UI has shown it; does nothing (and notifies no
  /// observer) when it is not there, dismissed already.
  ///
  /// - Parameter message: The message shown.
  public func dismissMessage(_ message: TransientMessage) {
    messageQueue.dismiss(message)
  }

  // MARK: - GoodsDetailView

  /// Shows the full-screen loading indicator.
  public func showLoading() {
    status.showLoading()
  }

  /// Hides the full-screen loading indicator.
  public func hideLoading() {
    status.hideLoading()
  }

  /// Replaces the product with the error state.
  ///
  /// - Parameters:
  ///   - message: The user-facing explanation.
  ///   - canRetry: Whether to offer ``retry()``.
  public func showError(message: String, canRetry: Bool) {
    product = nil
    status.showError(message: message, canRetry: canRetry)
  }

  /// Adds a transient message to ``messages``.
  ///
  /// - Parameter text: The user-facing text.
  public func showMessage(_ text: String) {
    messageQueue.show(text)
  }

  /// Shows the flash-sale countdown, or hides it.
  ///
  /// - Parameter countdown: The phase and its text, or `nil`.
  public func showCountdown(_ countdown: FlashSaleCountdownViewModel?) {
    self.countdown = countdown
  }

  /// Shows the product, hiding the error state. ``quantity`` starts at the product's minimum
  /// order quantity unless the same product was shown already (the user's choice stays).
  ///
  /// - Parameter viewModel: Everything to display.
  public func showProduct(_ viewModel: GoodsDetailViewModel) {
    status.clearError()
    if product?.id != viewModel.id { quantity = viewModel.minimumOrderQuantity }
    product = viewModel
  }

  /// Keeps the offline notice for above the product.
  ///
  /// - Parameter notice: The sentence, or `nil` to remove it.
  public func showOfflineNotice(_ notice: String?) {
    offlineNotice = notice
  }
}
