import Foundation
import GoodsFeature
import MVPCore
import UserFeature

/// The demo's wiring: builds the goods and user modules with the features' own builders,
/// routers, presenters and HTTP services, and the demo's terminal views.
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

  /// Creates the wiring.
  ///
  /// - Parameters:
  ///   - environment: The API, session, settings and dispatcher to build with.
  ///   - diagnostics: Where the list views describe items the server sent unreadable
  ///     (`--verbose`: standard error), or `nil` (the default) for nowhere.
  public init(environment: DemoEnvironment, diagnostics: (any TextOutput)? = nil) {
    self.environment = environment
    self.diagnostics = diagnostics
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

  /// The goods display options for `options`: `--currency` (default CNY), `--locale` (default
  /// `zh_Hans_CN`), and Simplified Chinese texts for a `zh` locale, English otherwise.
  ///
  /// - Parameter options: The command-line settings.
  /// - Returns: The options for the goods modules.
  public static func displayOptions(for options: DemoOptions) -> GoodsDisplayOptions {
    var display = GoodsDisplayOptions()
    if let currency = options.currencyCode { display.currencyCode = currency }
    if let identifier = options.localeIdentifier {
      display.locale = Locale(identifier: identifier)
      display.texts = identifier.lowercased().hasPrefix("zh") ? .simplifiedChinese : .english
    }
    return display
  }

  /// Builds the goods list module, with `--page-size` products per page.
  ///
  /// - Parameter navigator: The stack detail screens are pushed on.
  /// - Returns: The list's terminal view.
  public func makeGoodsList(navigator: ScreenStack) -> any ViewInterface {
    let views = GoodsFeatureViews(
      makeList: { [diagnostics] in TerminalGoodsListView(presenter: $0, diagnostics: diagnostics) },
      makeDetail: { TerminalGoodsDetailView(presenter: $0) })
    return GoodsListModule.build(
      service: goodsService, navigator: navigator, views: views,
      options: Self.displayOptions(for: environment.options), coupon: Self.coupon,
      pageSize: environment.options.pageSize, dispatcher: environment.dispatcher
    ).view
  }

  /// Builds the user list module, with `--page-size` users per page.
  ///
  /// - Parameter navigator: The stack profile screens are pushed on.
  /// - Returns: The list's terminal view.
  public func makeUserList(navigator: ScreenStack) -> any ViewInterface {
    let views = UserFeatureViews(
      makeList: { [diagnostics] in TerminalUserListView(presenter: $0, diagnostics: diagnostics) },
      makeProfile: { TerminalUserProfileView(presenter: $0) })
    return UserListModule.build(
      service: userService, views: views, navigator: navigator,
      pageSize: environment.options.pageSize
    ).view
  }
}
