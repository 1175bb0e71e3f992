import GoodsFeature

extension CartService {
  /// Adds units of a product and waits for the cart's answer.
  func added(id: Int, quantity: Int, stock: Int = 1_000) async -> Result<Int, CartError> {
    await withCheckedContinuation { continuation in
      _ = addToCart(productID: id, quantity: quantity, stock: stock) {
        continuation.resume(returning: $0)
      }
    }
  }
}
