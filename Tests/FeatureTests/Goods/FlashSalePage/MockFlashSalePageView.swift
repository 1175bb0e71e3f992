import GoodsFeature

/// A flash-sale page view made of the sections' mock views; holds its presenter strongly like a
/// real view.
@MainActor
final class MockFlashSalePageView: FlashSalePageView {
  let bannerView = MockFlashSaleCountdownView()
  let goodsView = MockGoodsListView()
  let signInView = MockSignInPromptView()
  var presenter: FlashSalePagePresenter?

  var banner: any FlashSaleCountdownView { bannerView }
  var goods: any GoodsListView { goodsView }
  var signIn: any SignInPromptView { signInView }
}
