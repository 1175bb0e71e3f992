import Foundation
import GoodsFeature

/// What the `cart` command prints: the cart screen (GoodsFeature's `CartModule`, a list fed by the
/// cart's observation) shown once on a ``TerminalCartView``: one line per product with its units
/// and title, then the total units.
///
/// A product's title comes from the goods the store kept for the same server
/// (``GoodsFeature/GoodsStore/savedProduct(id:source:)``); a product whose page was never
/// fetched shows as `Product #45`. A store that cannot be read says so in one line.
struct CartSummary {
  /// The cart.
  let cart: StoredCartService
  /// Whose goods the titles come from: the server's base URL.
  let source: URL
  /// The language of the lines.
  let texts: DemoTexts

  /// The lines: `Your cart:`, `  2 × Velvet Matte Lipstick`…, `Total: 5 units.`; or
  /// `Your cart is empty.`; once the cart screen showed them. The screen's observation has ended
  /// on return.
  @MainActor
  func lines() async -> [String] {
    let texts = self.texts
    let module = CartModule.build(
      cart: cart, titlesFrom: source, emptyMessage: texts.cartEmpty,
      failureMessage: { texts.cartUnreadable(texts.storeReason($0)) },
      makeView: { _ in TerminalCartView(texts: texts) })
    module.presenter.viewDidLoad()
    await module.view.waitUntilShown()
    // Shown once: the detach ends the observation, whose task is awaited to its end, so that
    // nothing of the screen outlives the command.
    module.presenter.detach(module.view)
    await module.presenter.tasks.awaitIdle()
    return module.view.lines
  }
}
