import MVPCore

/// The passive goods detail screen: one product with its prices, availability, shipping and the
/// coupon price, and an add-to-cart control with a quantity.
///
/// The view forwards lifecycle events, the error state's retry
/// (`GoodsDetailPresenter.retry()`) and add-to-cart taps with the chosen quantity
/// (``GoodsDetailPresenter/addToCart(quantity:)``) to its presenter.
///
/// - `LoadingViewInterface`: the full-screen indicator while the product loads.
/// - `ErrorViewInterface`: the error state when the product could not be loaded.
/// - `MessageViewInterface`: cart confirmations and refusals.
/// - ``FlashSaleCountdownView``: the countdown of the product's flash sale (``GoodsDetailPresenter``
///   attaches the view to its embedded ``FlashSaleCountdownPresenter``); `nil` without a sale.
@MainActor
public protocol GoodsDetailView: LoadingViewInterface, ErrorViewInterface, MessageViewInterface,
  FlashSaleCountdownView
{
  /// Shows the product, replacing any error state.
  ///
  /// - Parameter viewModel: Everything to display; the quantity control starts at
  ///   ``GoodsDetailViewModel/minimumOrderQuantity``.
  func showProduct(_ viewModel: GoodsDetailViewModel)

  /// Shows, above the product, that it is a copy saved on the device because the server cannot be
  /// reached, and when it was saved (``GoodsTexts/offlineProduct``, for example "Can't reach the
  /// server: showing this product as saved at 14:05."). Sent after the product, only for a copy
  /// (a product from the server sends nothing), and replayed to a view that attaches later.
  ///
  /// - Parameter notice: The sentence to show, or `nil` to remove the notice.
  func showSavedNotice(_ notice: String?)
}
