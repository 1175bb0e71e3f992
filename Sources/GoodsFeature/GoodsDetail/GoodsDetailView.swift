import MVPCore

/// The passive goods detail screen: one product with its prices, availability, shipping and the
/// coupon price, and an add-to-cart control with a quantity.
///
/// The view forwards lifecycle events, the error state's retry
/// (``GoodsDetailPresenter/retry()``) and add-to-cart taps with the chosen quantity
/// (``GoodsDetailPresenter/addToCart(quantity:)``) to its presenter.
///
/// - `LoadingViewInterface`: the full-screen indicator while the product loads.
/// - `ErrorViewInterface`: the error state when the product could not be loaded.
/// - `MessageViewInterface`: cart confirmations and refusals.
/// - ``FlashSaleCountdownView``: the countdown of the product's flash sale (``GoodsDetailPresenter``
///   attaches the view to its embedded ``FlashSaleCountdownPresenter``); `nil` without a sale.
///
/// Threading: main actor only.
@MainActor
public protocol GoodsDetailView: LoadingViewInterface, ErrorViewInterface, MessageViewInterface,
  FlashSaleCountdownView
{
  /// Shows the product, replacing any error state.
  ///
  /// - Parameter viewModel: Everything to display; the quantity control starts at
  ///   ``GoodsDetailViewModel/minimumOrderQuantity``.
  func showProduct(_ viewModel: GoodsDetailViewModel)
}
