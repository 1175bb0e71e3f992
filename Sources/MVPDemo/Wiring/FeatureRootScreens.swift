import Foundation
import GoodsFeature
import MVPCore
import UserFeature

/// The demo's wiring: builds the goods and user modules by route with the features' own
/// builders, presenters and services, the demo's routers (which navigate by route) and its
/// terminal views, all in the language of `--locale`.
///
/// One goods service and one `HTTPUserService` serve every screen. The goods
/// service is a `CachingGoodsService` over an `HTTPGoodsService`
/// whose cart is a `StoredCartService`, both in the environment's store: the
/// pages fetched are kept, and shown when the server cannot be reached (`--offline`, `offline`),
/// and the cart outlives the run with `--store`. The presenters see only the service protocols.
/// Goods presenters get the environment's ``NotifyingDispatcher``, so the session can wait for
/// their completion-handler answers.
@MainActor
public final class FeatureRootScreens: DemoScreenFactory {
  /// The coupon goods details are priced with: 20 off from 100.
  public static let coupon = Coupon.amountOff(20, threshold: 100)

  private let environment: DemoEnvironment
  private let goodsService: CachingGoodsService
  private let cart: StoredCartService
  private let userService: HTTPUserService
  private let diagnostics: (any TextOutput)?
  private let texts: DemoTexts
  /// Told about each edit saved on a profile; the user list observes it.
  private let userChanges = UserChanges()
  /// The names the goods list's, the sale page's and the user list's rows show, by id.
  private let goodsRows = RowTitleLookup()
  private let saleRows = RowTitleLookup()
  private let userRows = RowTitleLookup()

  /// Creates the wiring.
  ///
  /// - Parameters:
  ///   - environment: The API, session, settings and dispatcher to build with.
  ///   - diagnostics: Where the list views describe items the server sent unreadable, and the
  ///     store its failures (`--verbose`: standard error), or `nil` (the default) for nowhere.
  public init(environment: DemoEnvironment, diagnostics: (any TextOutput)? = nil) {
    self.environment = environment
    self.diagnostics = diagnostics
    self.texts = DemoTexts(locale: Self.locale(for: environment.options))
    let log = diagnostics.map(StoreFailureLog.init(output:))
    cart = StoredCartService(
      store: environment.store,
      onStoreFailure: { [dispatcher = environment.dispatcher] error in
        log?.report(error, dispatcher: dispatcher)
      })
    goodsService = CachingGoodsService(
      server: HTTPGoodsService(
        baseURL: environment.baseURL, session: environment.session, cart: cart),
      store: environment.store, source: environment.storeSource, clock: environment.clock,
      onStoreFailure: { [dispatcher = environment.dispatcher] error in
        log?.report(error, dispatcher: dispatcher)
      })
    userService = HTTPUserService(baseURL: environment.baseURL, session: environment.session)
  }

  /// Creates the wiring for the command line: with `--verbose`, the list views describe items
  /// the server sent unreadable, and the store its failures, on `errorOutput`.
  ///
  /// - Parameters:
  ///   - environment: The API, session, settings and dispatcher to build with.
  ///   - errorOutput: Standard error, or its stand-in in tests.
  public convenience init(environment: DemoEnvironment, errorOutput: any TextOutput) {
    self.init(
      environment: environment, diagnostics: environment.options.verbose ? errorOutput : nil)
  }

  /// The locale of the demo's texts: `--locale`, or English.
  ///
  /// - Parameter options: The command-line settings.
  /// - Returns: The locale.
  public static func locale(for options: DemoOptions) -> Locale {
    Locale(identifier: options.localeIdentifier ?? "en")
  }

  /// The goods display options: prices in `--currency`, else in `dataCurrency`; texts in the
  /// language of `--locale` (English by default); prices, percentages, ratings and times of day
  /// formatted for `--locale` and, when it names no region, for the region of the currency (the
  /// first two letters of an ISO 4217 code, so CNY in English shows as `¥9.99`, USD as `$9.99`);
  /// times of day in `timeZone`.
  ///
  /// - Parameters:
  ///   - options: The command-line settings.
  ///   - dataCurrency: The currency of the data's prices.
  ///   - timeZone: The time zone of times of day (when goods shown offline were saved); defaults
  ///     to the system's.
  /// - Returns: The options for the goods modules.
  public static func displayOptions(
    for options: DemoOptions, dataCurrency: String, timeZone: TimeZone = .current
  ) -> GoodsDisplayOptions {
    let locale = locale(for: options)
    let currency = options.currencyCode ?? dataCurrency
    var display = GoodsDisplayOptions()
    display.currencyCode = currency
    display.locale = formatLocale(locale, currency: currency)
    display.texts = GoodsTexts.localized(for: locale)
    display.timeZone = timeZone
    return display
  }

  /// The goods display options of this run: ``displayOptions(for:dataCurrency:timeZone:)`` for
  /// the environment (UTC in scripted runs).
  private var goodsDisplayOptions: GoodsDisplayOptions {
    Self.displayOptions(
      for: environment.options, dataCurrency: environment.currencyCode,
      timeZone: environment.timeZone)
  }

  /// Builds the module of `route`: the goods list and the user list with `--page-size` items
  /// per page, the flash-sale page, a product's detail, a user's profile. The lists' and the
  /// page's routers push details and profiles by route; a profile's saved edit updates the user
  /// list's row (one `UserChanges` serves them all).
  ///
  /// - Parameters:
  ///   - route: The screen to build.
  ///   - navigator: The navigator the module's router navigates with.
  /// - Returns: The module's terminal view.
  public func makeScreen(for route: DemoRoute, navigator: DemoNavigator) -> any TerminalScreen {
    switch route {
    case .goods: makeGoodsList(navigator: navigator)
    case .users: makeUserList(navigator: navigator)
    case .sale: makeFlashSalePage(navigator: navigator)
    case .goodsDetail(let productID): makeGoodsDetail(productID: productID)
    case .userProfile(let userID): makeUserProfile(userID: userID, navigator: navigator)
    }
  }

  /// The goods list, whose rows title the details opened from them.
  private func makeGoodsList(navigator: DemoNavigator) -> any TerminalScreen {
    GoodsListModule.build(
      service: goodsService, router: MappedGoodsListRouter(navigator),
      options: goodsDisplayOptions, pageSize: environment.options.pageSize,
      dispatcher: environment.dispatcher, clock: environment.clock,
      makeScreen: { [diagnostics, texts, goodsRows] in
        let list = TerminalGoodsListView(presenter: $0, texts: texts, diagnostics: diagnostics)
        goodsRows.find = { [weak list] in list?.shownName(id: $0) }
        return (list, list)
      }
    ).view
  }

  /// The flash-sale page: the data set's sale in the banner, its products in the goods section
  /// (details open by route), a sign-in prompt. The goods section reads the catalogue 100
  /// products at a time whatever `--page-size` says, as it filters on the client.
  private func makeFlashSalePage(navigator: DemoNavigator) -> any TerminalScreen {
    let options = goodsDisplayOptions
    let sale = environment.flashSaleWindow.map {
      FlashSale(start: $0.lowerBound, end: $0.upperBound, price: 0)
    }
    return FlashSalePageModule.build(
      sale: sale, service: goodsService, router: MappedGoodsListRouter(navigator),
      makeView: { [texts, saleRows] in
        let page = TerminalFlashSalePageView(
          presenter: $0, texts: texts, noSale: options.texts.sale.none)
        saleRows.find = { [weak page] in page?.shownName(id: $0) }
        return (page, page)
      },
      signInRouter: DemoSignInRouter(), options: options, dispatcher: environment.dispatcher,
      clock: environment.clock
    ).view
  }

  /// A product's detail, priced with ``coupon``, titled with the row it was opened from (the
  /// goods list's, else the sale page's) until it loads.
  private func makeGoodsDetail(productID: Int) -> any TerminalScreen {
    let rowTitle = goodsRows.title(of: productID) ?? saleRows.title(of: productID)
    return GoodsDetailModule.build(
      productID: productID, service: goodsService, options: goodsDisplayOptions,
      coupon: Self.coupon, dispatcher: environment.dispatcher, clock: environment.clock,
      makeScreen: { [texts] in
        let detail = TerminalGoodsDetailView(presenter: $0, texts: texts, rowTitle: rowTitle)
        return (detail, detail)
      }
    ).view
  }

  /// Lets `duration` pass on a scripted run's clock.
  ///
  /// - Parameter duration: How much time passes.
  /// - Returns: `false` when the clock is real time.
  public func advanceClock(by duration: Duration) -> Bool {
    guard let clock = environment.manualClock else { return false }
    clock.advance(by: duration)
    return true
  }

  /// The cart kept in the store, as its cart screen shows it once: each product's units and
  /// title, and the total units.
  ///
  /// - Returns: The lines to print under the screen.
  public func cartSummary() async -> [String]? {
    await CartSummary(cart: cart, source: environment.storeSource, texts: texts).lines()
  }

  /// Takes the bundled catalogue's server down or brings it back up.
  ///
  /// - Parameter answering: Whether the server answers.
  /// - Returns: `false` for a live server (`--base-url`), which the demo cannot switch.
  public func setServerAnswering(_ answering: Bool) -> Bool {
    guard let catalog = environment.catalog else { return false }
    catalog.isAnswering = answering
    return true
  }

  /// The bundled catalogue's server, which holds its answers on `hold`; `nil` for a live server.
  public var heldAnswers: HeldAnswers? { environment.catalog }

  /// The user list, observing the edits saved on the profiles (``userChanges``).
  private func makeUserList(navigator: DemoNavigator) -> any TerminalScreen {
    UserListModule.build(
      service: userService, router: MappedUserListRouter(navigator), changes: userChanges,
      pageSize: environment.options.pageSize, texts: userTexts,
      makeScreen: { [diagnostics, texts, userRows] in
        let list = TerminalUserListView(presenter: $0, texts: texts, diagnostics: diagnostics)
        userRows.find = { [weak list] in list?.shownName(id: $0) }
        return (list, list)
      }
    ).view
  }

  /// A user's profile, telling ``userChanges`` about each saved edit, titled with the user
  /// list's row until it loads.
  private func makeUserProfile(userID: Int, navigator: DemoNavigator) -> any TerminalScreen {
    let rowTitle = userRows.title(of: userID)
    return UserProfileModule.build(
      userID: userID, service: userService, navigator: navigator, changes: userChanges,
      texts: userTexts,
      makeScreen: { [texts] in
        let profile = TerminalUserProfileView(presenter: $0, texts: texts, rowTitle: rowTitle)
        return (profile, profile)
      }
    ).view
  }

  /// The user feature's strings, in the language of `--locale`.
  private var userTexts: UserTexts {
    UserTexts.localized(for: Self.locale(for: environment.options))
  }

  /// `locale`, with the currency's region when it names none.
  private static func formatLocale(_ locale: Locale, currency: String) -> Locale {
    let identifier = locale.identifier.replacingOccurrences(of: "-", with: "_")
    let hasRegion = identifier.split(separator: "_").dropFirst().contains {
      ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber))
    }
    guard !hasRegion else { return locale }
    return Locale(identifier: "\(identifier)_\(currency.prefix(2).uppercased())")
  }
}
