import MVPCore

extension GoodsDisplayOptions {
  /// The transient message that answers an add-to-cart request, shared by the list and detail.
  ///
  /// - Parameters:
  ///   - product: The product added.
  ///   - result: The cart's new item count, or the failure.
  /// - Returns: The message to show. A cancellation reported here was not asked for by the
  ///   presenter (its own cancellations are never delivered), so it is shown like any failure.
  func cartMessage(for product: Product, result: Result<Int, any Error>) -> String {
    switch result {
    case .success(let itemCount):
      return texts.addedToCart(product.title, itemCount)
    case .failure(let error):
      return texts.errorMessage(ServiceError(classifying: error))
    }
  }
}
