import MVPCore
import MVPScreenState
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
/// `messages`, which waits there until the UI dismisses it with `dismissMessage(_:)`.
/// UIKit and terminal views implement ``GoodsDetailView`` themselves; this type is one more view.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class GoodsDetailScreenState: GoodsDetailView, LoadingScreenState {
  /// The presenter the user's input goes to; kept strongly (view → presenter).
  public let presenter: GoodsDetailPresenter

  /// The product, or `nil` before it is loaded and while the error state is shown.
  public private(set) var product: GoodsDetailViewModel?

  /// The units to add to the cart; starts at the product's
  /// ``GoodsDetailViewModel/minimumOrderQuantity`` when a product is first shown, then set by the
  /// user.
  public var quantity = 1

  /// The product's flash-sale countdown ("Ends in 00:59:59"), or `nil` without a sale.
  public private(set) var countdown: FlashSaleCountdownViewModel?

  /// The sentence saying the product is a copy saved on the device because the server cannot be
  /// reached, and when it was saved, for above the product; `nil` for the server's product.
  public private(set) var savedNotice: String?

  /// The loading indicator and error state; observable.
  public let status = LoadStatus()

  /// The transient messages not dismissed yet (`messages`); observable.
  public let messageQueue = TransientMessageQueue()

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

  // MARK: - GoodsDetailView

  /// Replaces the product with the error state.
  ///
  /// - Parameters:
  ///   - message: The user-facing explanation.
  ///   - canRetry: Whether to offer `retry()`.
  public func showError(message: String, canRetry: Bool) {
    product = nil
    status.showError(message: message, canRetry: canRetry)
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
  public func showSavedNotice(_ notice: String?) {
    savedNotice = notice
  }
}
