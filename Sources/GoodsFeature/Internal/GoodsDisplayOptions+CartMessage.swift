import MVPCore

extension GoodsDisplayOptions {
  /// The transient message that answers an add-to-cart request, shared by the list and detail.
  ///
  /// - Parameters:
  ///   - product: The product added.
  ///   - quantity: The units asked for.
  ///   - isMinimumOrder: Whether the list added the product's minimum order quantity (the
  ///     message then says why that many), rather than a quantity the user chose.
  ///   - result: The cart's new item count, or the failure.
  /// - Returns: The message to show. The stock rule's refusal says how many units are in stock
  ///   and in the cart; a service failure reads "Couldn't add … to your cart." with its reason. A
  ///   cancellation reported here was not asked for by the presenter (its own cancellations are
  ///   never delivered), so it is shown like any failure.
  func cartMessage(
    for product: Product, quantity: Int, isMinimumOrder: Bool, result: Result<Int, any Error>
  ) -> String {
    switch result {
    case .success(let itemCount):
      return isMinimumOrder
        ? texts.addedMinimumToCart(product.title, quantity, itemCount)
        : texts.addedToCart(product.title, quantity, itemCount)
    case .failure(CartError.exceedsStock(let stock, let inCart)):
      return texts.exceedsStockInCart(stock, inCart)
    case .failure(CartError.service(let error)):
      return texts.cartFailed(product.title, texts.errorMessage(error))
    case .failure(let error):
      return texts.cartFailed(product.title, texts.errorMessage(ServiceError(classifying: error)))
    }
  }
}
