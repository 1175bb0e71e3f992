import MVPCore

/// The flash-sale page's main presenter: it owns one presenter per section (the banner's
/// ``FlashSaleCountdownPresenter``, the goods section's ``GoodsListPresenter``, the
/// ``SignInPromptPresenter``), embedded in its screen: each is attached to its section of the
/// page's view and receives the page's lifecycle events, once each.
///
/// Sections stay independent: a section that fails (the goods cannot load) shows its own error
/// state and leaves the others as they are. The banner's countdown is the same presenter type
/// the goods detail screen embeds.
///
/// Restores, after the app was killed, what its sections restore: the goods section's products
/// loaded and the product at the top (``GoodsListPresenter``); the banner and the sign-in prompt
/// keep nothing (the sale and whether the user is signed in come from the app).
@MainActor
public final class FlashSalePagePresenter: ScreenPresenter {
  /// The page's screen: each section's presenter is embedded in it, attached to its section of
  /// the page's view, and receives the page's lifecycle events.
  public let screen = ScreenLifecycle<any FlashSalePageView>()

  /// The banner: the sale's countdown.
  public let banner: FlashSaleCountdownPresenter

  /// The goods on sale.
  public let goods: GoodsListPresenter

  /// The sign-in prompt.
  public let signIn: SignInPromptPresenter

  /// Creates the page from its sections, which it holds strongly.
  ///
  /// - Parameters:
  ///   - banner: The banner's countdown.
  ///   - goods: The goods section.
  ///   - signIn: The sign-in section.
  public init(
    banner: FlashSaleCountdownPresenter, goods: GoodsListPresenter, signIn: SignInPromptPresenter
  ) {
    self.banner = banner
    self.goods = goods
    self.signIn = signIn
    screen.embed(banner, view: \.banner)
    screen.embed(goods, view: \.goods)
    screen.embed(signIn, view: \.signIn)
  }
}
