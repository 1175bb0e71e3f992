import Foundation
import GoodsFeature

/// What the `cart` command prints: the cart kept in the store, one line per product with its
/// units and title, then the total units.
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
  /// `Your cart is empty.`
  func lines() -> [String] {
    let lines: [CartLine]
    do {
      lines = try cart.lines()
    } catch {
      return [texts.cartUnreadable(texts.storeReason(error))]
    }
    guard !lines.isEmpty else { return [texts.cartEmpty] }
    let items = lines.map { line in
      let product = try? cart.store.savedProduct(id: line.productID, source: source)
      let title =
        product.map { OutsideText.field($0.value.title) } ?? texts.productTitle(line.productID)
      return "  " + texts.cartLine(quantity: line.quantity, title: title)
    }
    return [texts.cartTitle] + items + [texts.cartTotal(lines.reduce(0) { $0 + $1.quantity })]
  }
}
