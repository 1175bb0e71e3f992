import MVPClock
import MVPCore

/// What a ``GoodsListPresenter``'s list loader calls to load pages, make rows and report its
/// events, held once: the service, the options with their price formatter, the clock of flash
/// sales and the presenter (weakly). The loader's fetch, row and observer closures capture this
/// object alone, so none allocates a context, and no closure copies the options, which hold many
/// strings and closures.
final class GoodsListSource: Sendable {
  /// Where products come from and cart additions go.
  let service: any GoodsService
  /// The options.
  let options: GoodsDisplayOptions
  /// The formatter of the options' currency and locale.
  let formatter: PriceFormatter
  /// The clock of flash sales.
  let clock: AnyWallClock
  /// The presenter the loader's events go to; weak, as the loader is the presenter's.
  @MainActor weak var presenter: GoodsListPresenter?

  /// Holds what the list needs and makes the options' price formatter.
  ///
  /// - Parameters:
  ///   - service: The presenter's service.
  ///   - options: The presenter's options.
  ///   - clock: The presenter's clock of flash sales.
  init(service: any GoodsService, options: GoodsDisplayOptions, clock: AnyWallClock) {
    self.service = service
    self.formatter = options.priceFormatter
    self.options = consume options
    self.clock = clock
  }

  /// Loads the page `request` asks for.
  ///
  /// - Parameters:
  ///   - request: The page's offset and limit.
  ///   - completion: Called once, on any thread, with the page or the failure.
  /// - Returns: A handle that cancels the request.
  func products(
    for request: PageRequest,
    completion: @escaping @Sendable (Result<Page<Product>, any Error>) -> Void
  ) -> any Cancellable {
    service.products(offset: request.offset, limit: request.limit) {
      completion($0.mapError { $0 })
    }
  }

  /// The row of `product`, priced when it is made: at its flash-sale price while its sale runs.
  ///
  /// - Parameter product: The product.
  /// - Returns: The row.
  func row(for product: Product) -> GoodsRowViewModel {
    GoodsRowViewModel(
      product: product, options: options, formatter: formatter,
      isFlashSaleRunning: product.flashSale?.phase(at: clock.now.date) == .running)
  }
}
