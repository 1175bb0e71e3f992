import MVPCore

/// The passive flash-sale page, composed of its sections' views: a banner with the sale's
/// countdown, the goods on sale, and a sign-in prompt. The page's view owns the section views
/// and hands them out; each section's presenter drives its own view, so a section can be built
/// and tested alone.
///
/// The page's view forwards its lifecycle events to ``FlashSalePagePresenter``, which forwards
/// them to every section.
@MainActor
public protocol FlashSalePageView: ViewInterface {
  /// The banner's view: the sale's countdown.
  var banner: any FlashSaleCountdownView { get }

  /// The goods section's view: the products on sale, paged like the goods list.
  var goods: any GoodsListView { get }

  /// The sign-in section's view.
  var signIn: any SignInPromptView { get }
}
