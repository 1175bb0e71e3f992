import MVPCore

extension GoodsDisplayOptions {
  /// The transient message that answers an add-to-cart request, shared by the list and detail.
  ///
  /// - Parameters:
  ///   - product: The product added.
  ///   - result: The cart's new item count, or the failure.
  /// - Returns: The message to show, or `nil` for a cancellation, which is never shown.
  func cartMessage(for product: Product, result: Result<Int, any Error>) -> String? {
    switch result {
    case .success(let itemCount):
      return texts.addedToCart(product.title, itemCount)
    case .failure(let error):
      let error = ServiceError(classifying: error)
      return error.isCancellation ? nil : error.userMessage
    }
  }
}
