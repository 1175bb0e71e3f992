import Foundation
import MVPCore

/// The goods list's presenter: pages through the catalogue and turns taps into navigation and
/// cart additions.
///
/// The loading lifecycle is MVPCore's `PagedListLoader` on a `ScreenLifecycle`, with the
/// completion-handler service run through the injected `Dispatcher`: first load, retry,
/// refresh, next page, progress as replayed state, the error policy (error state while no row is
/// shown, transient message while rows stay), and resuming a page load that a detach
/// interrupted. An empty catalogue shows the empty state.
///
/// Cart additions are writes: they finish when the view detaches, and their message is queued
/// for the next visible view. Transient messages wait while the view is hidden
/// (``viewDidDisappear()``) and are shown when it appears again.
///
/// Threading: main actor only.
@MainActor
public final class GoodsListPresenter: ViewAttachable, PendingWorkReporting {
  /// The view protocol this presenter drives.
  public typealias View = any GoodsListView

  private let screen = ScreenLifecycle<any GoodsListView>()
  private let service: any GoodsService
  private let router: any GoodsListRouting
  private let options: GoodsDisplayOptions
  private let dispatcher: any Dispatcher
  private let list: PagedListLoader<Product, any GoodsListView>
  private let repricing: FlashSaleRepricing

  /// Creates a presenter; nothing is loaded until ``viewDidLoad()``.
  ///
  /// - Parameters:
  ///   - service: Where products come from and cart additions go.
  ///   - router: Navigates to the detail screen; held strongly.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN` with English texts and free shipping from 99.
  ///   - pageSize: The products asked for per page, 1 or more; defaults to 20.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`, the main
  ///     queue in an app (`DefaultDispatcher`).
  ///   - clock: The clock of flash sales: a row is priced at its flash-sale price while the sale
  ///     runs, as of when the row is made, and the rows are priced again when a shown product's
  ///     sale starts or ends (a sleep on this clock); defaults to the wall clock.
  public init(
    service: any GoodsService,
    router: any GoodsListRouting,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    pageSize: Int = 20,
    dispatcher: any Dispatcher = .default,
    clock: AnyWallClock = .wall
  ) {
    self.service = service
    self.router = router
    self.options = options
    self.dispatcher = dispatcher
    let repricing = FlashSaleRepricing(clock: clock)
    self.repricing = repricing
    self.list = PagedListLoader(
      screen: screen, key: GoodsListTask.pages, pageSize: pageSize,
      fetch: .callbacks(dispatcher: dispatcher) { [service] request, completion in
        service.products(offset: request.offset, limit: request.limit) {
          completion($0.mapError { $0 })
        }
      },
      rendering: Self.rendering(options: options, clock: clock, repricing: repricing))
    // The goods rendering has no row update: replacing one product prices every row again.
    repricing.reprice = { [weak list] product in list?.replace(product) }
    repricing.shownProducts = { [weak list] in list?.items ?? [] }
  }

  /// The presenter's service calls; tests check it is idle at their end.
  public var tasks: TaskScope {
    screen.tasks
  }

  /// The sleep until the next moment a shown product's flash sale starts or ends, when the rows
  /// are priced again; separate from ``tasks`` so that a screen does not wait for it (like the
  /// countdown's ticks).
  public var repricingTasks: TaskScope {
    repricing.tasks
  }

  /// The screen's pending work (queued messages, running operations), one line each; what a test's end
  /// reports as left over.
  public var pendingWorkDescriptions: [String] {
    screen.pendingWorkDescriptions
  }

  /// The products of the list shown that the server sent in a form the app cannot read, one per
  /// product left out, each with its index in its page, its `id` when readable and the JSON path
  /// where decoding stopped; for logs. The view is told only how many.
  public var skippedProducts: [ItemDecodingFailure] {
    list.skippedItems
  }

  /// The products shown, in row order.
  public var products: [Product] {
    list.items
  }

  /// Whether the server has more products than those loaded: ``loadNextPage()`` then loads the next
  /// page. A view may stop offering "more" when it is `false`.
  public var hasMore: Bool {
    list.hasMore
  }

  /// How many rows the list will have once every page is loaded, as far as the server's last
  /// answer tells (`PagedListLoader/expectedCount`); `nil` before the first answer. A view may
  /// say where the user is ("rows 41–60 of 194").
  public var expectedCount: Int? {
    list.expectedCount
  }

  /// Attaches `view` weakly, replays the screen (rows, progress, queued messages) to it and
  /// resumes a page load that a detach interrupted.
  ///
  /// - Parameter view: The list view.
  public func attach(_ view: any GoodsListView) {
    screen.attach(view)
    repricing.start()
  }

  /// Detaches `view` if it is the attached view and cancels the page load in flight (resumed on
  /// the next attach); cart additions keep running. The rows are kept.
  ///
  /// - Parameter view: The view that goes away.
  public func detach(_ view: any GoodsListView) {
    screen.detach(view)
    repricing.stop()
  }

  /// Loads the first page with the full-screen loading indicator; does nothing once products are
  /// loaded or while a load is in flight.
  public func viewDidLoad() {
    list.load()
  }

  /// Records that the view is about to appear: messages held while it was hidden are shown, and
  /// rows whose flash sale started or ended meanwhile are priced again.
  public func viewWillAppear() {
    screen.handle(.viewWillAppear)
    repricing.start()
  }

  /// Records that the view disappeared (covered by the detail screen): messages wait until it
  /// appears again, and the rows stop following flash sales until then.
  public func viewDidDisappear() {
    screen.handle(.viewDidDisappear)
    repricing.stop()
  }

  /// Reloads the first page after the error state's retry. Does nothing while rows are shown or
  /// a load is in flight.
  public func retry() {
    list.retry()
  }

  /// Reloads from the first page after a pull to refresh, superseding an in-flight next page;
  /// ``GoodsListView/endRefreshing()`` follows once the answer is in, or at once when a first
  /// load or refresh is already in flight.
  public func refresh() {
    list.refresh()
  }

  /// Loads the next page when the user reaches the bottom; does nothing while any page is in
  /// flight, before the first page, or when the catalogue has no more products.
  public func loadNextPage() {
    list.loadNextPage()
  }

  /// Opens the detail screen of the product in row `index`.
  ///
  /// - Parameter index: The row tapped; an index outside the rows shown does nothing.
  public func selectProduct(at index: Int) {
    guard let product = list.item(at: index) else { return }
    router.navigate(to: .detail(productID: product.id))
  }

  /// Adds the product in row `index` to the cart, its minimum order quantity of units, then shows
  /// a message saying how many units were added and why (the minimum order), and the cart's new
  /// item count. A product that is not available is not added: a message says so. The cart
  /// refuses the addition when the units already in it and the minimum order together exceed the
  /// stock; the message says how many are in stock and in the cart.
  ///
  /// - Parameter index: The row whose button was tapped; it is resolved to the product at once,
  ///   so the answer concerns that product even if the rows change meanwhile. An index outside
  ///   the rows shown does nothing.
  public func addToCart(at index: Int) {
    guard let product = list.item(at: index) else { return }
    let texts = options.texts
    guard product.isAvailable else {
      screen.binding.update(.queue) { $0.showMessage(texts.unavailable(product.title)) }
      return
    }
    let service = self.service
    tasks.start(
      role: .write, owner: self, dispatcher: dispatcher,
      operation: { completion in
        service.addToCart(
          productID: product.id, quantity: product.minimumOrderQuantity, stock: product.stock
        ) { completion($0.mapError { $0 }) }
      },
      then: { presenter, result in presenter.finishAdding(product, result: result) })
  }

  private func finishAdding(_ product: Product, result: Result<Int, any Error>) {
    let message = options.cartMessage(
      for: product, quantity: product.minimumOrderQuantity, isMinimumOrder: true, result: result)
    screen.binding.update(.queue) { $0.showMessage(message) }
  }

  private static func rendering(
    options: GoodsDisplayOptions, clock: AnyWallClock, repricing: FlashSaleRepricing
  ) -> PagedListRendering<Product, any GoodsListView> {
    let formatter = options.priceFormatter
    let cells = { (products: [Product]) in
      // Rows are priced when they are made: a product's flash-sale price while its sale runs.
      let now = clock.now.date
      return products.map {
        GoodsCellViewModel(
          product: $0, options: options, formatter: formatter,
          isFlashSaleRunning: $0.flashSale.map { $0.phase(at: now) == .running } ?? false)
      }
    }
    let emptyMessage = options.texts.emptyCatalogue
    let errorMessage = options.texts.errorMessage
    return PagedListRendering(
      showLoading: { $0.showLoading() },
      hideLoading: { $0.hideLoading() },
      showLoadingMore: { $0.showLoadingMore() },
      hideLoadingMore: { $0.hideLoadingMore() },
      endRefreshing: { $0.endRefreshing() },
      showItems: { view, products in
        view.showGoods(cells(products))
        repricing.follow()
      },
      insertItems: { view, range, products in
        view.insertGoods(at: range, cells: cells(products))
        repricing.follow()
      },
      showEmpty: { $0.showEmpty(message: emptyMessage) },
      showError: { view, error in view.showError(message: errorMessage(error), canRetry: true) },
      showFailureMessage: { view, error in view.showMessage(errorMessage(error)) },
      showSkippedItemCount: { [texts = options.texts] view, count in
        view.showSkippedItemsNotice(count > 0 ? texts.skippedProducts(count) : nil)
      },
      showSavedRows: { [texts = options.texts] view, saved in
        view.showOfflineNotice(
          saved.map {
            let time = options.savedTimeText($0.savedAt, now: clock.now.date)
            return $0.isServerAnswering ? texts.staleGoods(time) : texts.offlineGoods(time)
          })
      })
  }
}
