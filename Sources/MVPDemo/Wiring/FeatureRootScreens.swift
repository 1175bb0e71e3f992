import Foundation
import GoodsFeature
import MVPCore
import UserFeature

/// The demo's wiring: builds the goods and user modules with the features' own builders,
/// routers, presenters and HTTP services, and the demo's terminal views, all in the language of
/// `--locale`.
///
/// One ``GoodsFeature/HTTPGoodsService`` (with one in-memory cart) and one
/// ``UserFeature/HTTPUserService`` serve every screen. Goods presenters get the environment's
/// ``NotifyingDispatcher``, so the session can wait for their completion-handler answers.
///
/// Threading: main actor only.
@MainActor
public final class FeatureRootScreens: RootScreenFactory {
  /// The coupon goods details are priced with: 20 off from 100.
  public static let coupon = Coupon.amountOff(20, threshold: 100)

  private let environment: DemoEnvironment
  private let goodsService: HTTPGoodsService
  private let userService: HTTPUserService
  private let diagnostics: (any TextOutput)?
  private let texts: DemoTexts

  /// Creates the wiring.
  ///
  /// - Parameters:
  ///   - environment: The API, session, settings and dispatcher to build with.
  ///   - diagnostics: Where the list views describe items the server sent unreadable
  ///     (`--verbose`: standard error), or `nil` (the default) for nowhere.
  public init(environment: DemoEnvironment, diagnostics: (any TextOutput)? = nil) {
    self.environment = environment
    self.diagnostics = diagnostics
    self.texts = DemoTexts(locale: Self.locale(for: environment.options))
    goodsService = HTTPGoodsService(
      baseURL: environment.baseURL, session: environment.session, cart: InMemoryCartService())
    userService = HTTPUserService(baseURL: environment.baseURL, session: environment.session)
  }

  /// Creates the wiring for the command line: with `--verbose`, the list views describe items
  /// the server sent unreadable on `errorOutput`.
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
  /// language of `--locale` (English by default); prices, percentages and ratings formatted for
  /// `--locale` and, when it names no region, for the region of the currency (the first two
  /// letters of an ISO 4217 code, so CNY in English shows as `¥9.99`, USD as `$9.99`).
  ///
  /// - Parameters:
  ///   - options: The command-line settings.
  ///   - dataCurrency: The currency of the data's prices.
  /// - Returns: The options for the goods modules.
  public static func displayOptions(for options: DemoOptions, dataCurrency: String)
    -> GoodsDisplayOptions
  {
    let locale = locale(for: options)
    let currency = options.currencyCode ?? dataCurrency
    var display = GoodsDisplayOptions()
    display.currencyCode = currency
    display.locale = formatLocale(locale, currency: currency)
    display.texts = GoodsTexts.localized(for: locale)
    return display
  }

  /// Builds the goods list module, with `--page-size` products per page.
  ///
  /// - Parameter navigator: The stack detail screens are pushed on.
  /// - Returns: The list's terminal view.
  public func makeGoodsList(navigator: ScreenStack) -> any ViewInterface {
    let views = GoodsFeatureViews(
      makeList: { [diagnostics, texts] in
        TerminalGoodsListView(presenter: $0, texts: texts, diagnostics: diagnostics)
      },
      makeDetail: { [texts] in TerminalGoodsDetailView(presenter: $0, texts: texts) })
    return GoodsListModule.build(
      service: goodsService, navigator: navigator, views: views,
      options: Self.displayOptions(
        for: environment.options, dataCurrency: environment.currencyCode),
      coupon: Self.coupon, pageSize: environment.options.pageSize,
      dispatcher: environment.dispatcher, clock: environment.clock
    ).view
  }

  /// Builds the flash-sale page: the data set's sale in the banner, its products in the goods
  /// section (details open on the same stack), a sign-in prompt. The goods section reads the
  /// catalogue 100 products at a time whatever `--page-size` says, as it filters on the client.
  ///
  /// - Parameter navigator: The stack detail screens are pushed on.
  /// - Returns: The page's terminal view.
  public func makeFlashSalePage(navigator: ScreenStack) -> (any ViewInterface)? {
    let options = Self.displayOptions(
      for: environment.options, dataCurrency: environment.currencyCode)
    let views = GoodsFeatureViews(
      makeList: { [texts] in TerminalGoodsListView(presenter: $0, texts: texts) },
      makeDetail: { [texts] in TerminalGoodsDetailView(presenter: $0, texts: texts) })
    let sale = environment.flashSaleWindow.map {
      FlashSale(start: $0.lowerBound, end: $0.upperBound, price: 0)
    }
    return FlashSalePageModule.build(
      sale: sale, service: goodsService, navigator: navigator, views: views,
      makeView: { [texts] in
        TerminalFlashSalePageView(presenter: $0, texts: texts, noSale: options.texts.sale.none)
      },
      signInRouter: DemoSignInRouter(), options: options, coupon: Self.coupon,
      dispatcher: environment.dispatcher, clock: environment.clock
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

  /// Builds the user list module, with `--page-size` users per page.
  ///
  /// - Parameter navigator: The stack profile screens are pushed on.
  /// - Returns: The list's terminal view.
  public func makeUserList(navigator: ScreenStack) -> any ViewInterface {
    let views = UserFeatureViews(
      makeList: { [diagnostics, texts] in
        TerminalUserListView(presenter: $0, texts: texts, diagnostics: diagnostics)
      },
      makeProfile: { [texts] in TerminalUserProfileView(presenter: $0, texts: texts) })
    return UserListModule.build(
      service: userService, views: views, navigator: navigator,
      pageSize: environment.options.pageSize,
      texts: UserTexts.localized(for: Self.locale(for: environment.options))
    ).view
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
