import MVPCore

/// The passive goods list screen: a paginated list of product cells with pull to refresh.
///
/// Beyond the capabilities it composes, the view renders rows and forwards user input to its
/// ``GoodsListPresenter``: lifecycle events, pull to refresh (``GoodsListPresenter/refresh()``),
/// reaching the bottom (``GoodsListPresenter/loadNextPage()``), the error state's retry
/// (``GoodsListPresenter/retry()``), cell taps (``GoodsListPresenter/selectProduct(at:)``) and
/// a cell's add-to-cart button (``GoodsListPresenter/addToCart(at:)``).
///
/// - `LoadingViewInterface`: the full-screen indicator of the first load and retries.
/// - `ErrorViewInterface`: the full error state, only when no rows are shown.
/// - `EmptyViewInterface`: an empty catalogue.
/// - `MessageViewInterface`: transient messages (a failure while rows are shown, cart
///   confirmations).
///
/// Threading: main actor only.
@MainActor
public protocol GoodsListView: LoadingViewInterface, ErrorViewInterface, EmptyViewInterface,
  MessageViewInterface
{
  /// Replaces every row (a first page or a refresh), hiding any empty or error state.
  ///
  /// - Parameter cells: All rows, in display order; empty only while the next page loads to fill
  ///   the list (an empty catalogue gets `EmptyViewInterface/showEmpty(message:)` instead).
  func showGoods(_ cells: [GoodsCellViewModel])

  /// Inserts the rows of a further page below the existing ones.
  ///
  /// - Parameters:
  ///   - range: The indices the new rows take, starting at the current row count; never empty.
  ///   - cells: The new rows, one per index of `range`, in order.
  func insertGoods(at range: Range<Int>, cells: [GoodsCellViewModel])

  /// Stops the pull-to-refresh indicator; sent once per ``GoodsListPresenter/refresh()`` when
  /// its load ends (or at once when it was refused), and replayed to a view that attaches later.
  func endRefreshing()

  /// Shows the activity indicator at the bottom of the list while the next page loads.
  func showLoadingMore()

  /// Hides the activity indicator at the bottom of the list.
  func hideLoadingMore()

  /// Shows, below the rows, how many products of the list could not be shown because the
  /// server sent them in a form the app cannot read (``GoodsTexts/skippedProducts``), or removes
  /// that notice. Sent after the rows whenever the count changes (a refresh starts it afresh),
  /// and replayed to a view that attaches later; the reasons are in
  /// ``GoodsListPresenter/skippedProducts``.
  ///
  /// - Parameter notice: The sentence to show, or `nil` to remove the notice.
  func showSkippedItemsNotice(_ notice: String?)

  /// Shows, above the rows, that they are goods saved on the device because the server cannot be
  /// reached, and when they were saved (``GoodsTexts/offlineGoods``, for example "Can't reach the
  /// server: showing goods saved at 14:05."), or removes that notice once the server answers a
  /// refresh.
  /// Sent after the rows whenever it changes, and replayed to a view that attaches later.
  ///
  /// - Parameter notice: The sentence to show, or `nil` to remove the notice.
  func showOfflineNotice(_ notice: String?)
}
