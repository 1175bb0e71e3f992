import Foundation
import MVPCore

/// The goods list's presenter: pages through the catalogue, applies the error policy, and turns
/// taps into navigation and cart additions.
///
/// Paging follows `PagingState` exactly: one request per kind in flight, a refresh
/// supersedes (and cancels) an in-flight next page, late answers are dropped, products repeated
/// by a later page are not shown twice, and appended rows reach the view as an index range.
///
/// Error policy: when no rows are shown a failure replaces the screen with the error state and a
/// retry; when rows are shown it becomes a transient message and the rows stay. An empty
/// catalogue shows the empty state.
///
/// View updates and their `DeliveryPolicy`:
/// - screen content (rows, empty state, error state) is `.state("content")`, so a view attaching
///   later gets the latest; the kept rows update renders the rows as they are when it runs,
///   including pages appended since;
/// - transient messages are `.queue`d, so a message produced while no view is attached is shown
///   once by the next view;
/// - progress (loading indicator, end of refreshing) and appended rows are `.drop`ped when no
///   view is attached: they mean nothing to a later view, which gets the rows from the state.
///
/// Service answers come back through the injected `Dispatcher` via
/// `TaskScope/start(_:owner:dispatcher:operation:then:)`; ``detach()`` cancels them.
///
/// Threading: main actor only.
@MainActor
public final class GoodsListPresenter: ViewAttachable {
  /// The view protocol this presenter drives.
  public typealias View = any GoodsListView

  /// The presenter's service calls; tests check it is idle at their end.
  public let tasks = TaskScope()

  private enum Keys {
    static let reload: TaskKey = "reload"
    static let nextPage: TaskKey = "next-page"
    static let content: UpdateKey = "content"
  }

  private let binding = ViewBinding<any GoodsListView>()
  private let service: any GoodsService
  private let router: any GoodsListRouting
  private let options: GoodsDisplayOptions
  private let formatter: PriceFormatter
  private let dispatcher: any Dispatcher
  private var paging: PagingState<Product>

  /// Creates a presenter; nothing is loaded until ``viewDidLoad()``.
  ///
  /// - Parameters:
  ///   - service: Where products come from and cart additions go.
  ///   - router: Navigates to the detail screen; held strongly.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN` with English texts and free shipping from 99.
  ///   - pageSize: The products asked for per page, 1 or more; defaults to 20.
  ///   - dispatcher: How service answers reach the main actor; defaults to
  ///     `MainQueueDispatcher`.
  public init(
    service: any GoodsService,
    router: any GoodsListRouting,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    pageSize: Int = 20,
    dispatcher: any Dispatcher = MainQueueDispatcher()
  ) {
    self.service = service
    self.router = router
    self.options = options
    self.formatter = options.priceFormatter
    self.dispatcher = dispatcher
    self.paging = PagingState(pageSize: pageSize)
  }

  /// The view updates waiting for a view (transient messages sent while detached), for
  /// `expectNoPendingWork` in tests.
  public var pendingViewUpdates: any PendingWorkReporting {
    binding
  }

  /// The products shown, in row order.
  public var products: [Product] {
    paging.items
  }

  /// Attaches `view` weakly and replays the screen content and queued messages to it.
  ///
  /// - Parameter view: The list view.
  public func attach(_ view: any GoodsListView) {
    binding.attach(view)
  }

  /// Detaches the view and cancels every request in flight; their answers are dropped. The rows
  /// already loaded are kept for the next view.
  public func detach() {
    binding.detach()
    tasks.cancelAll()
    paging.cancelAll()
  }

  /// Loads the first page with the full-screen loading indicator, unless products were already
  /// loaded (then the attached view got them as replayed state) or a load is in flight.
  public func viewDidLoad() {
    guard !paging.isLoaded else { return }
    loadFirstPage()
  }

  /// Reloads the first page after the error state's retry. Does nothing while rows are shown
  /// (the error state is only shown when none are) or while a load is in flight.
  public func retry() {
    guard paging.items.isEmpty else { return }
    loadFirstPage()
  }

  /// Reloads from the first page after a pull to refresh, cancelling an in-flight next page;
  /// ``GoodsListView/endRefreshing()`` follows once the answer is in, or at once when a first
  /// load or refresh is already in flight.
  public func refresh() {
    guard let request = paging.begin(.refresh) else {
      binding.update(.drop) { $0.endRefreshing() }
      return
    }
    tasks.cancel(Keys.nextPage)
    fetch(request)
  }

  /// Loads the next page when the user reaches the bottom; does nothing while any page is in
  /// flight, before the first page, or when the catalogue has no more products.
  public func loadNextPage() {
    guard let request = paging.begin(.next) else { return }
    fetch(request)
  }

  /// Opens the detail screen of the product in row `index`.
  ///
  /// - Parameter index: The row tapped; an index outside the rows shown does nothing.
  public func didSelectItem(at index: Int) {
    guard let product = product(at: index) else { return }
    router.navigate(to: .detail(productID: product.id))
  }

  /// Adds the product in row `index` to the cart, its minimum order quantity of units, then shows
  /// the cart's new item count as a message. A product that is not available is not added: a
  /// message says so.
  ///
  /// - Parameter index: The row whose button was tapped; it is resolved to the product at once,
  ///   so the answer concerns that product even if the rows change meanwhile. An index outside
  ///   the rows shown does nothing.
  public func addToCart(at index: Int) {
    guard let product = product(at: index) else { return }
    let texts = options.texts
    guard product.isAvailable else {
      binding.update(.queue) { $0.showMessage(texts.unavailable(product.title)) }
      return
    }
    let service = self.service
    tasks.start(
      owner: self, dispatcher: dispatcher,
      operation: { completion in
        service.addToCart(productID: product.id, quantity: product.minimumOrderQuantity) {
          completion($0.mapError { $0 })
        }
      },
      then: { presenter, result in presenter.finishAdding(product, result: result) })
  }

  private func product(at index: Int) -> Product? {
    paging.items.indices.contains(index) ? paging.items[index] : nil
  }

  private func loadFirstPage() {
    guard let request = paging.begin(.first) else { return }
    tasks.cancel(Keys.nextPage)
    binding.update(.drop) { $0.showLoading() }
    fetch(request)
  }

  private func fetch(_ request: PageRequest) {
    let service = self.service
    tasks.start(
      request.kind == .next ? Keys.nextPage : Keys.reload, owner: self, dispatcher: dispatcher,
      operation: { completion in
        service.products(offset: request.offset, limit: request.limit) {
          completion($0.mapError { $0 })
        }
      },
      then: { presenter, result in presenter.finish(request, result: result) })
  }

  private func finish(_ request: PageRequest, result: Result<Page<Product>, any Error>) {
    switch result {
    case .success(let page):
      guard let update = paging.complete(request, with: page) else { return }
      endProgress(of: request)
      switch update {
      case .reloaded:
        showContent()
      case .appended(let range):
        guard !range.isEmpty else { return }
        let added = paging.items[range].map(makeCell)
        binding.update(.drop) { $0.insertGoods(at: range, cells: added) }
      }
    case .failure(let error):
      guard paging.fail(request) else { return }
      endProgress(of: request)
      show(ServiceError(classifying: error))
    }
  }

  private func endProgress(of request: PageRequest) {
    switch request.kind {
    case .first: binding.update(.drop) { $0.hideLoading() }
    case .refresh: binding.update(.drop) { $0.endRefreshing() }
    case .next: break
    }
  }

  private func showContent() {
    guard !paging.items.isEmpty else {
      let message = options.texts.emptyCatalogue
      binding.update(.state(Keys.content)) { $0.showEmpty(message: message) }
      return
    }
    // Rendered from the current rows each time it runs, so a view attaching later also gets the
    // pages appended after this update was sent.
    binding.update(.state(Keys.content)) { [weak self] view in
      guard let self else { return }
      view.showGoods(self.paging.items.map(self.makeCell))
    }
  }

  private func show(_ error: ServiceError) {
    guard !error.isCancellation else { return }
    let message = error.userMessage
    if paging.items.isEmpty {
      binding.update(.state(Keys.content)) { $0.showError(message: message, canRetry: true) }
    } else {
      binding.update(.queue) { $0.showMessage(message) }
    }
  }

  private func finishAdding(_ product: Product, result: Result<Int, any Error>) {
    guard let message = options.cartMessage(for: product, result: result) else { return }
    binding.update(.queue) { $0.showMessage(message) }
  }

  private func makeCell(_ product: Product) -> GoodsCellViewModel {
    GoodsCellViewModel(product: product, options: options, formatter: formatter)
  }
}
