import MVPCore

/// The flash-sale page's main presenter: it owns one presenter per section (the banner's
/// ``FlashSaleCountdownPresenter``, the goods section's ``GoodsListPresenter``, the
/// ``SignInPromptPresenter``), attaches each to its section of the page's view, and forwards the
/// page's lifecycle events to every section, once each, through MVPCore's `CompositePresenter`.
///
/// Sections stay independent: a section that fails (the goods cannot load) shows its own error
/// state and leaves the others as they are. The banner's countdown is the same presenter type
/// the goods detail screen embeds.
///
/// Threading: main actor only.
@MainActor
public final class FlashSalePagePresenter: ViewAttachable {
  /// The view protocol this presenter drives.
  public typealias View = any FlashSalePageView

  /// The banner: the sale's countdown.
  public let banner: FlashSaleCountdownPresenter

  /// The goods on sale.
  public let goods: GoodsListPresenter

  /// The sign-in prompt.
  public let signIn: SignInPromptPresenter

  private let sections: CompositePresenter

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
    sections = CompositePresenter(children: [banner, goods, signIn])
  }

  /// Attaches each section's presenter to its section of `view`.
  ///
  /// - Parameter view: The page's view.
  public func attach(_ view: any FlashSalePageView) {
    banner.attach(view.banner)
    goods.attach(view.goods)
    signIn.attach(view.signIn)
  }

  /// Detaches each section's presenter from its section of `view`.
  ///
  /// - Parameter view: The page's view that goes away.
  public func detach(_ view: any FlashSalePageView) {
    banner.detach(view.banner)
    goods.detach(view.goods)
    signIn.detach(view.signIn)
  }

  /// Forwards `viewDidLoad` to every section.
  public func viewDidLoad() { sections.viewDidLoad() }

  /// Forwards `viewWillAppear` to every section.
  public func viewWillAppear() { sections.viewWillAppear() }

  /// Forwards `viewDidAppear` to every section.
  public func viewDidAppear() { sections.viewDidAppear() }

  /// Forwards `viewWillDisappear` to every section.
  public func viewWillDisappear() { sections.viewWillDisappear() }

  /// Forwards `viewDidDisappear` to every section.
  public func viewDidDisappear() { sections.viewDidDisappear() }
}
