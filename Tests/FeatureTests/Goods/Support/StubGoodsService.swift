import GoodsFeature
import MVPCore
import MVPTestSupport

/// A goods service whose every call waits for the test's answer (``CallbackStub``).
final class StubGoodsService: GoodsService {
  struct PageQuery: Equatable, Sendable {
    let offset: Int
    let limit: Int
  }

  struct CartAddition: Equatable, Sendable {
    let productID: Int
    let quantity: Int
    let stock: Int
  }

  let pages = CallbackStub<PageQuery, Page<Product>>()
  let details = CallbackStub<Int, Product>()
  let cart = CallbackStub<CartAddition, Int>()

  func products(
    offset: Int, limit: Int,
    completion: @escaping @Sendable (Result<Page<Product>, ServiceError>) -> Void
  ) -> any Cancellable {
    pages.call(PageQuery(offset: offset, limit: limit)) {
      completion($0.mapError { ServiceError(classifying: $0) })
    }
  }

  func product(
    id: Int, completion: @escaping @Sendable (Result<Product, ServiceError>) -> Void
  ) -> any Cancellable {
    details.call(id) { completion($0.mapError { ServiceError(classifying: $0) }) }
  }

  func addToCart(
    productID: Int, quantity: Int, stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable {
    cart.call(CartAddition(productID: productID, quantity: quantity, stock: stock)) {
      completion($0.mapError { $0 as? CartError ?? .service(ServiceError(classifying: $0)) })
    }
  }
}
