import MVPCore
import MVPNetworking

/// The passive goods list screen: a paginated list of product rows with pull to refresh.
///
/// Beyond the capabilities it composes, the view renders rows and forwards user input to its
/// ``GoodsListPresenter``: lifecycle events, pull to refresh (`GoodsListPresenter.refresh()`),
/// reaching the bottom (`GoodsListPresenter.loadNextPage()`), the error state's retry
/// (`GoodsListPresenter.retry()`), row taps (``GoodsListPresenter/selectProduct(at:)``),
/// a row's add-to-cart button (``GoodsListPresenter/addToCart(at:)``) and, as the user scrolls,
/// the row at its top (`GoodsListPresenter.topRowDidChange(to:)`). A view that scrolls adopts
/// `ScrollingListViewInterface` too, and is scrolled back to that product when the list comes
/// back after the app was killed.
///
/// What it shows is a `PagedListViewInterface` of ``GoodsRowViewModel`` rows: the full-screen
/// indicator of the first load and retries, the error state only when no rows are shown, an
/// empty catalogue, transient messages (a failure while rows are shown, cart confirmations),
/// the notice of products that could not be shown (`showSkippedNotice(_:)`), and the notice that rows come from goods
/// saved on the device (`showSavedNotice(_:)`: "The server isn't available: showing goods saved
/// at 14:05.", or, once the server answers a later page, "Some goods shown were saved at 14:05:
/// refresh to update them."; `nil` once a refresh is answered by the server).
@MainActor
public protocol GoodsListView: PagedListViewInterface where Row == GoodsRowViewModel {
  /// Shows, below the rows, how many products could not be shown ("2 goods could not be
  /// shown."), or removes that notice (`nil`).
  ///
  /// - Parameter notice: The sentence (`GoodsTexts.skippedProducts`), or `nil`.
  func showSkippedNotice(_ notice: String?)

  /// Shows, above the rows, that rows come from goods saved on the device, or removes that
  /// notice (`nil`).
  ///
  /// - Parameter notice: The sentence (`GoodsTexts.offlineGoods` or `GoodsTexts.staleGoods`),
  ///   or `nil`.
  func showSavedNotice(_ notice: String?)

  /// Receives, with each skipped notice, every product of the list that could not be decoded
  /// so far, for a log. Does nothing by default.
  ///
  /// - Parameter failures: Why each one could not be decoded, in answer order.
  func logSkippedProducts(_ failures: [ItemDecodingFailure])
}

extension GoodsListView {
  /// Does nothing: the view keeps no log of products that could not be decoded.
  ///
  /// - Parameter failures: Ignored.
  public func logSkippedProducts(_ failures: [ItemDecodingFailure]) {}
}
