import DummyJSON
import Foundation
import MVPClock
import MVPCore
import MVPNetworking

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
/// (`viewDidDisappear()`) and are shown when it appears again. Attach, detach, visibility, the
/// first load and pending work come from `ScreenPresenter` and `ListPresenter`; the presenter
/// writes only the hooks `screenWillAppear()` and `screenDidDisappear()`.
///
/// Restores, after the app was killed: the products it had loaded (asked for again in one
/// request at `viewDidLoad`, priced as of then) and the product at the top of the view
/// (`topRowDidChange(to:)`), by `PagedListLoader`'s rules; a page or a cart addition that was
/// running is not sent again.
@MainActor
public final class GoodsListPresenter: ListPresenter {
  /// The screen: the weak binding to the list view, the page loads and the cart additions.
  public let screen: ScreenLifecycle<any GoodsListView>
  private let router: any GoodsListRouting
  /// The service, options and clock, held once for the presenter and the closures that load
  /// pages and make rows.
  private let source: GoodsListSource
  private var service: any GoodsService { source.service }
  private var options: GoodsDisplayOptions { source.options }
  private var clock: AnyWallClock { source.clock }
  /// The catalogue: its loads, paging and rows; the view's pull to refresh, bottom of the list
  /// and retry reach it through `refresh()`, `loadNextPage()` and `retry()`.
  public let list: PagedListLoader<Product, any GoodsListView>
  /// Follows the shown rows' flash sales; made when rows are first shown, so that a list that
  /// never shows rows observes no clock.
  private var repricing: FlashSaleRepricing?
  private let clockChanges: NotificationCenter
  /// Whether the view is covered (between `viewDidDisappear` and `viewWillAppear`).
  private var isCovered = false
  /// The products of the list that could not be decoded.
  private var skipped = SkippedItems()
  /// What the rows hold of goods saved on the device.
  private var savedCopy = SavedCopyTracking()

  /// The sleep until the next moment a shown product's flash sale starts or ends, when the rows
  /// are priced again; separate from `tasks` so that a screen does not wait for it (like the
  /// countdown's ticks). Made the first time it is read (when rows are first shown, or by a
  /// test), so that a list that never shows rows makes no scope.
  public private(set) lazy var repricingTasks = TaskScope()

  /// Creates a presenter; nothing is loaded until `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - service: Where products come from and cart additions go.
  ///   - router: Navigates to the detail screen; held strongly.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN` with English texts and free shipping from 99.
  ///   - pageSize: The products asked for per page, 1 or more; defaults to 20.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`, the main
  ///     queue in an app (`MainQueueDispatcher`).
  ///   - clock: The clock of flash sales: a row is priced at its flash-sale price while the sale
  ///     runs, as of when the row is made; defaults to the wall clock.
  ///   - clockChanges: Where the system says that the device clock was changed
  ///     (`NSSystemClockDidChange`), which prices the rows again at once; defaults to
  ///     `NotificationCenter.default`. Tests post it on a center of their own.
  ///   - writeOutcomes: Where a cart addition reports when it ends after the presenter was released (the
  ///     user left the screen); `nil` (the default) for `WriteOutcomes.shared`.
  public init(
    service: any GoodsService,
    router: any GoodsListRouting,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    pageSize: Int = 20,
    dispatcher: any Dispatcher = .default,
    clock: AnyWallClock = .wall,
    clockChanges: NotificationCenter = .default,
    writeOutcomes: WriteOutcomes? = nil
  ) {
    screen = ScreenLifecycle(writeOutcomes: writeOutcomes, dispatcher: dispatcher)
    self.router = router
    let texts = ListTexts(
      empty: options.texts.emptyCatalogue, errorMessage: options.texts.errorMessage)
    // The options move into the source: no copy of their texts.
    let source = GoodsListSource(service: service, options: consume options, clock: clock)
    self.source = source
    // Each closure captures `source` alone (the observer too): no context to allocate.
    self.list = PagedListLoader(
      screen: screen, key: GoodsListKeys.pages, pageSize: pageSize,
      fetch: .callbacks { [source] in source.products(for: $0, completion: $1) },
      view: { $0.pagedListView },
      // A row is priced when it is made: a product's flash-sale price while its sale runs.
      row: { [source] in source.row(for: $0) }, texts: texts)
    self.clockChanges = clockChanges
    source.presenter = self
    list.observe { [source] in source.presenter?.listDidChange($0) }
  }

  /// The repricing of the shown rows, made the first time rows are shown and told when the
  /// device clock changes; it follows the sales only while a view is attached and shown
  /// (`screenDidAttach()`, `screenDidDetach()` and the visibility hooks start and stop it).
  private func startRepricing() -> FlashSaleRepricing {
    if let repricing { return repricing }
    let repricing = FlashSaleRepricing(clock: clock, tasks: repricingTasks)
    repricing.list = list
    if isCovered || !screen.isAttached { repricing.stop() }
    screen.observe(.systemClockDidChange, in: clockChanges, owner: repricing) { repricing, _ in
      repricing.clockDidChange()
    }
    self.repricing = repricing
    return repricing
  }

  /// Follows the flash sales again once a view is attached, unless it is covered.
  public func screenDidAttach() {
    if !isCovered { repricing?.start() }
  }

  /// Stops following the flash sales while no view is attached.
  public func screenDidDetach() {
    repricing?.stop()
  }

  /// Records that the view is about to appear: messages held while it was hidden are shown, and
  /// rows whose flash sale started or ended meanwhile are priced again.
  public func screenWillAppear() {
    isCovered = false
    repricing?.start()
  }

  /// Records that the view disappeared (covered by the detail screen): messages wait until it
  /// appears again, and the rows stop following flash sales until then.
  public func screenDidDisappear() {
    isCovered = true
    repricing?.stop()
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
      screen.showMessage(texts.unavailable(product.title), on: \.messageView)
      return
    }
    let service = self.service
    tasks.perform(
      role: .write, owner: self,
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
    screen.showMessage(message, on: \.messageView)
  }

  // MARK: - Notices

  /// The products of the list shown that could not be decoded, in answer order, for logs: the
  /// view is told their count (``GoodsListView/showSkippedNotice(_:)``) and receives them with
  /// it (``GoodsListView/logSkippedProducts(_:)``).
  public var skippedProducts: [ItemDecodingFailure] { skipped.failures }

  /// Follows the list loader: the notices of products that could not be shown and of goods saved
  /// on the device after the rows they are about, and the next repricing after rows are shown.
  func listDidChange(_ event: PagedListLoader<Product, any GoodsListView>.Event) {
    switch event {
    case .pageShown(let kind, let page):
      if let count = skipped.record(page, kind: kind) {
        let notice = count > 0 ? options.texts.skippedProducts(count) : nil
        let failures = skipped.failures
        screen.binding.update(.state(GoodsListKeys.skippedNotice)) {
          $0.logSkippedProducts(failures)
          $0.showSkippedNotice(notice)
        }
      }
      if savedCopy.record(page, kind: kind) { showSavedCopy() }
    case .failed(let error):
      if savedCopy.record(error) { showSavedCopy() }
    case .rowsShown:
      // Rows follow flash sales: priced again at each start or end, while the list shows.
      startRepricing().follow()
    }
  }

  private func showSavedCopy() {
    let notice = savedCopy.status.map { saved in
      let time = options.savedTimeText(saved.savedAt, now: clock.now.date)
      return saved.isServerAnswering
        ? options.texts.staleGoods(time) : options.texts.offlineGoods(time)
    }
    screen.binding.update(.state(GoodsListKeys.savedNotice)) { $0.showSavedNotice(notice) }
  }
}
