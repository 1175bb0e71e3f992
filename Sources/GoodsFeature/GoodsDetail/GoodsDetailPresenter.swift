import MVPCore

/// The goods detail presenter: loads one product, prices it under the module's coupon, and adds
/// it to the cart with a quantity of at least its minimum order quantity.
///
/// View updates and their `DeliveryPolicy`: the product or the error state is
/// `.state("content")` (replayed to a view attaching later); cart messages are `.queue`d (shown
/// once, by the next view if none is attached); the loading indicator is `.drop`ped when no view
/// is attached.
///
/// A product that does not exist (HTTP 404) gets the error state without retry, since retrying
/// cannot help; every other failure offers a retry.
///
/// Service answers come back through the injected `Dispatcher` via
/// `TaskScope/start(_:owner:dispatcher:operation:then:)`; ``detach()`` cancels them.
///
/// Threading: main actor only.
@MainActor
public final class GoodsDetailPresenter: ViewAttachable {
  /// The view protocol this presenter drives.
  public typealias View = any GoodsDetailView

  /// The presenter's service calls; tests check it is idle at their end.
  public let tasks = TaskScope()

  /// The catalogue identifier of the product shown.
  public let productID: Int

  /// The product, once loaded.
  public private(set) var product: Product?

  private enum Keys {
    static let load: TaskKey = "load"
    static let content: UpdateKey = "content"
  }

  private let binding = ViewBinding<any GoodsDetailView>()
  private let service: any GoodsService
  private let options: GoodsDisplayOptions
  private let coupon: Coupon?
  private let dispatcher: any Dispatcher

  /// Creates a presenter; nothing is loaded until ``viewDidLoad()``.
  ///
  /// - Parameters:
  ///   - productID: The product to show.
  ///   - service: Where the product comes from and cart additions go.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN`, English texts and free shipping from 99.
  ///   - coupon: The coupon the final price is computed with; defaults to none.
  ///   - dispatcher: How service answers reach the main actor; defaults to
  ///     `MainQueueDispatcher`.
  public init(
    productID: Int,
    service: any GoodsService,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    coupon: Coupon? = nil,
    dispatcher: any Dispatcher = MainQueueDispatcher()
  ) {
    self.productID = productID
    self.service = service
    self.options = options
    self.coupon = coupon
    self.dispatcher = dispatcher
  }

  /// The view updates waiting for a view (messages sent while detached), for
  /// `expectNoPendingWork` in tests.
  public var pendingViewUpdates: any PendingWorkReporting {
    binding
  }

  /// Attaches `view` weakly and replays the screen content and queued messages to it.
  ///
  /// - Parameter view: The detail view.
  public func attach(_ view: any GoodsDetailView) {
    binding.attach(view)
  }

  /// Detaches the view and cancels every request in flight; their answers are dropped.
  public func detach() {
    binding.detach()
    tasks.cancelAll()
  }

  /// Loads the product with the loading indicator, unless it is loaded or loading already.
  public func viewDidLoad() {
    load()
  }

  /// Loads the product again after the error state's retry; does nothing once it is loaded or
  /// while it is loading.
  public func retry() {
    load()
  }

  /// Adds `quantity` units of the product to the cart, then shows the cart's new item count as a
  /// message. Refused with a message when the product is not available, `quantity` is below its
  /// minimum order quantity, or above the units in stock; does nothing before the product is
  /// loaded.
  ///
  /// - Parameter quantity: The units chosen, from ``Product/minimumOrderQuantity`` to
  ///   ``Product/stock``.
  public func addToCart(quantity: Int) {
    guard let product else { return }
    let texts = options.texts
    guard product.isAvailable else {
      binding.update(.queue) { $0.showMessage(texts.unavailable(product.title)) }
      return
    }
    guard quantity >= product.minimumOrderQuantity else {
      let message = texts.minimumQuantity(product.minimumOrderQuantity)
      binding.update(.queue) { $0.showMessage(message) }
      return
    }
    guard quantity <= product.stock else {
      let message = texts.exceedsStock(product.stock)
      binding.update(.queue) { $0.showMessage(message) }
      return
    }
    let service = self.service
    tasks.start(
      owner: self, dispatcher: dispatcher,
      operation: { completion in
        service.addToCart(productID: product.id, quantity: quantity) {
          completion($0.mapError { $0 })
        }
      },
      then: { presenter, result in presenter.finishAdding(product, result: result) })
  }

  private func load() {
    guard product == nil, !tasks.isRunning(Keys.load) else { return }
    binding.update(.drop) { $0.showLoading() }
    let service = self.service
    let productID = self.productID
    tasks.start(
      Keys.load, owner: self, dispatcher: dispatcher,
      operation: { completion in
        service.product(id: productID) { completion($0.mapError { $0 }) }
      },
      then: { presenter, result in presenter.show(result) })
  }

  private func show(_ result: Result<Product, any Error>) {
    binding.update(.drop) { $0.hideLoading() }
    switch result {
    case .success(let product):
      self.product = product
      let viewModel = GoodsDetailViewModel(product: product, coupon: coupon, options: options)
      binding.update(.state(Keys.content)) { $0.showProduct(viewModel) }
    case .failure(let error):
      let error = ServiceError(classifying: error)
      guard !error.isCancellation else { return }
      let message = error.userMessage
      let canRetry = !Self.isNotFound(error)
      binding.update(.state(Keys.content)) { $0.showError(message: message, canRetry: canRetry) }
    }
  }

  private static func isNotFound(_ error: ServiceError) -> Bool {
    if case .httpStatus(404, _) = error { return true }
    return false
  }

  private func finishAdding(_ product: Product, result: Result<Int, any Error>) {
    guard let message = options.cartMessage(for: product, result: result) else { return }
    binding.update(.queue) { $0.showMessage(message) }
  }
}
