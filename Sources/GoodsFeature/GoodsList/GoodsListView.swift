import MVPCore

/// The passive goods list screen: a paginated list of product rows with pull to refresh.
///
/// Beyond the capabilities it composes, the view renders rows and forwards user input to its
/// ``GoodsListPresenter``: lifecycle events, pull to refresh (`GoodsListPresenter.refresh()`),
/// reaching the bottom (`GoodsListPresenter.loadNextPage()`), the error state's retry
/// (`GoodsListPresenter.retry()`), row taps (``GoodsListPresenter/selectProduct(at:)``) and
/// a row's add-to-cart button (``GoodsListPresenter/addToCart(at:)``).
///
/// What it shows is a `PagedListViewInterface` of ``GoodsRowViewModel`` rows: the full-screen
/// indicator of the first load and retries, the error state only when no rows are shown, an
/// empty catalogue, transient messages (a failure while rows are shown, cart confirmations),
/// the notice of products that could not be shown, and the notice that rows come from goods
/// saved on the device (`showSavedNotice(_:)`: "The server isn't available: showing goods saved
/// at 14:05.", or, once the server answers a later page, "Some goods shown were saved at 14:05:
/// refresh to update them."; `nil` once a refresh is answered by the server).
@MainActor
public protocol GoodsListView: PagedListViewInterface where Row == GoodsRowViewModel {}
