import Foundation
import MVPClock
import MVPCore

/// The goods detail presenter: loads one product, prices it under the module's coupon, and adds
/// it to the cart with a quantity of at least its minimum order quantity.
///
/// The loading lifecycle is MVPCore's `ResourceLoader` on a `ScreenLifecycle`: the product or
/// the error state and the loading indicator are replayed state; a detach cancels the load and
/// the next attach resumes it. Cart additions are writes: they finish when the view detaches,
/// and their message is queued for the next visible view.
///
/// A product that does not exist (HTTP 404) gets the error state without retry, since retrying
/// cannot help; every other failure offers a retry, including a cancellation the service reported
/// on its own.
///
/// Service answers come back through the injected `Dispatcher`.
///
/// Restores nothing of its own after the app was killed: its product id comes with the route,
/// and the product, its price and its sale are loaded fresh at `viewDidLoad`; a cart addition
/// that was running is not sent again.
@MainActor
public final class GoodsDetailPresenter: ResourcePresenter {

  /// The catalogue identifier of the product shown.
  public let productID: Int

  /// The screen: the weak binding to the view and the presenter's work.
  public let screen: ScreenLifecycle<any GoodsDetailView>
  private let service: any GoodsService
  private let options: GoodsDisplayOptions
  private let coupon: Coupon?
  /// The product's load: `viewDidLoad()` starts it and `retry()` repeats it after an error.
  public let resource: ResourceLoader<GoodsAnswer<Product>, any GoodsDetailView>
  /// Tells the view when the copy shown was saved, for the offline notice.
  private let savedKey = ScreenKey("\(GoodsDetailKeys.load).saved")
  private let clock: AnyWallClock
  /// The price the view was last shown, for the sale's phase changes.
  private let shownPrice = ShownPrice()

  /// The countdown of the product's flash sale, embedded: the same presenter type as the
  /// flash-sale page's banner. It shows nothing until a product with a sale loads.
  public let countdown: FlashSaleCountdownPresenter

  /// Creates a presenter; nothing is loaded until `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - productID: The product to show.
  ///   - service: Where the product comes from and cart additions go.
  ///   - options: Currency, locale, texts and free-shipping threshold; defaults to CNY in
  ///     `zh_Hans_CN`, English texts and free shipping from 99.
  ///   - coupon: The coupon the final price is computed with; defaults to none.
  ///   - dispatcher: How service answers reach the main actor; defaults to `.default`, the main
  ///     queue in an app (`MainQueueDispatcher`).
  ///   - writeOutcomes: Where a cart addition reports when it ends after the presenter was released (the
  ///     user left the screen); `nil` (the default) for `WriteOutcomes.shared`.
  public convenience init(
    productID: Int,
    service: any GoodsService,
    options: GoodsDisplayOptions = GoodsDisplayOptions(),
    coupon: Coupon? = nil,
    dispatcher: any Dispatcher = .default,
    writeOutcomes: WriteOutcomes? = nil
  ) {
    self.init(
      productID: productID, service: service, options: options, coupon: coupon,
      dispatcher: dispatcher, clock: WallClock(), writeOutcomes: writeOutcomes)
  }

  /// Creates a presenter whose flash-sale countdown and prices follow `clock`.
  ///
  /// - Parameters:
  ///   - productID: The product to show.
  ///   - service: Where the product comes from and cart additions go.
  ///   - options: Currency, locale, texts and free-shipping threshold.
  ///   - coupon: The coupon the final price is computed with, or `nil`.
  ///   - dispatcher: How service answers reach the main actor.
  ///   - clock: The clock of the flash sale: `WallClock()` in production, `ManualClock` in tests.
  ///   - writeOutcomes: Where a cart addition reports when it ends after the presenter was released (the
  ///     user left the screen); `nil` (the default) for `WriteOutcomes.shared`.
  public init<C: Clock>(
    productID: Int,
    service: any GoodsService,
    options: GoodsDisplayOptions,
    coupon: Coupon?,
    dispatcher: any Dispatcher,
    clock: C,
    writeOutcomes: WriteOutcomes? = nil
  ) where C.Instant == WallClock.Instant {
    screen = ScreenLifecycle(writeOutcomes: writeOutcomes, dispatcher: dispatcher)
    self.productID = productID
    self.service = service
    self.options = options
    self.coupon = coupon
    self.clock = AnyWallClock(clock)
    let countdown = FlashSaleCountdownPresenter(sale: nil, clock: clock, texts: options.texts.sale)
    self.countdown = countdown
    screen.embed(countdown, view: { $0 })
    let shownPrice = self.shownPrice
    self.resource = ResourceLoader(
      screen: screen, key: GoodsDetailKeys.load,
      fetch: .callbacks { [service] _, completion in
        service.productOrSavedCopy(id: productID) { completion($0.mapError { $0 }) }
      },
      view: { $0 },
      showValue: { view, fetched in
        let product = fetched.value
        // Priced when shown, so a view attaching after the sale ended sees the regular price.
        let running = product.flashSale?.phase(at: clock.now.date) == .running
        shownPrice.isSalePrice = running
        view.showProduct(
          GoodsDetailViewModel(
            product: product, coupon: coupon, options: options, isFlashSaleRunning: running))
      },
      errorMessage: options.texts.errorMessage, canRetry: { !Self.isNotFound($0) })
    countdown.observer = self
    resource.didLoad = { [weak self] fetched in self?.productDidLoad(fetched) }
  }

  /// Adds `quantity` units of the product to the cart, then shows the units added and the cart's
  /// new item count as a message. Refused with a message when the product is not available or
  /// `quantity` is below its minimum order quantity; the cart, which knows what it holds, refuses
  /// it when the units already in the cart and `quantity` together exceed the stock, with the one
  /// stock message (``GoodsTexts/exceedsStockInCart``: the units in stock and in the cart). Does
  /// nothing before the product is loaded.
  ///
  /// - Parameter quantity: The units chosen, from ``Product/minimumOrderQuantity`` to
  ///   ``Product/stock``.
  public func addToCart(quantity: Int) {
    guard let product = resource.value?.value else { return }
    let texts = options.texts
    guard product.isAvailable else {
      screen.showMessage(texts.unavailable(product.title), on: \.messageView)
      return
    }
    guard quantity >= product.minimumOrderQuantity else {
      screen.showMessage(texts.minimumQuantity(product.minimumOrderQuantity), on: \.messageView)
      return
    }
    let service = self.service
    tasks.perform(
      role: .write, owner: self,
      operation: { completion in
        service.addToCart(productID: product.id, quantity: quantity, stock: product.stock) {
          completion($0.mapError { $0 })
        }
      },
      then: { presenter, result in
        presenter.screen.showMessage(
          presenter.options.cartMessage(
            for: product, quantity: quantity, isMinimumOrder: false, result: result),
          on: \.messageView)
      })
  }

  /// Counts down to the loaded product's flash sale, if it announces one, and says when a copy
  /// shown was saved: state, after the product.
  private func productDidLoad(_ fetched: GoodsAnswer<Product>) {
    countdown.show(fetched.value.flashSale)
    // A product loads once (`ResourceLoader.load()`), so only a copy ever sends the notice.
    guard let savedAt = fetched.savedAt else { return }
    let notice = options.texts.offlineProduct(options.savedTimeText(savedAt, now: clock.now.date))
    screen.binding.update(.state(savedKey)) { $0.showSavedNotice(notice) }
  }

  private static func isNotFound(_ error: ServiceError) -> Bool {
    if case .httpStatus(404, _) = error { return true }
    return false
  }
}

extension GoodsDetailPresenter: FlashSaleCountdownObserver {
  /// Follows the product's flash sale while it is shown: at the start the product is shown again
  /// at the sale price; at the end at its regular price (the sale price is no longer offered),
  /// with a message saying so. A product is shown again only when the view was shown the other
  /// price: the phase the product loaded in is already priced, while a phase first seen later
  /// (the countdown paused while the screen was hidden, or the clock was set back or forward) is
  /// priced again.
  ///
  /// - Parameters:
  ///   - countdown: The embedded countdown.
  ///   - phase: The phase the sale entered.
  ///   - previous: The phase before, or `nil` when the product just loaded.
  public func countdown(
    _ countdown: FlashSaleCountdownPresenter, didEnter phase: FlashSalePhase,
    from previous: FlashSalePhase?
  ) {
    guard let fetched = resource.value else { return }
    if (phase == .running) != shownPrice.isSalePrice { resource.show(fetched) }
    if phase == .ended, previous != nil {
      screen.showMessage(options.texts.sale.saleEnded, on: \.messageView)
    }
  }
}
