import Foundation
import MVPClock
import MVPCore

/// A ``GoodsService`` that lists only the products of a flash sale that has not ended, for the
/// flash-sale page's goods section: the pages of another service, filtered on the client.
///
/// DummyJSON cannot filter by sale, so each page of the wrapped service is filtered here; the
/// products left out are counted in `Page/omittedCount`, so paging through the whole catalogue
/// stays right (and a page left without products makes the list load the next one by itself).
/// Product details and cart additions go to the wrapped service unchanged.
public struct FlashSaleGoodsService: GoodsService {
  private let base: any GoodsService
  private let now: @Sendable () -> Date

  /// Wraps `base`.
  ///
  /// - Parameters:
  ///   - base: The service of the whole catalogue.
  ///   - clock: The clock that tells which sales have ended; defaults to the wall clock.
  public init(base: any GoodsService, clock: AnyWallClock = .wall) {
    self.base = base
    self.now = { clock.now.date }
  }

  /// Loads a page of the catalogue and keeps its products on an upcoming or running flash sale.
  ///
  /// - Parameters:
  ///   - offset: Catalogue products to skip.
  ///   - limit: The most catalogue products to ask for.
  ///   - completion: Called once with the filtered page (the catalogue's offset and total, the
  ///     others counted as omitted) or the wrapped service's failure.
  /// - Returns: A handle that cancels the request.
  public func products(
    offset: Int, limit: Int,
    completion: @escaping @Sendable (Result<Page<Product>, ServiceError>) -> Void
  ) -> any Cancellable {
    let now = self.now
    return base.products(offset: offset, limit: limit) { result in
      completion(
        result.map { page in
          let date = now()
          return page.filter { $0.flashSale.map { $0.phase(at: date) != .ended } ?? false }
        })
    }
  }

  /// Loads one product from the wrapped service.
  ///
  /// - Parameters:
  ///   - id: The product's catalogue identifier.
  ///   - completion: Called once with the product or the failure.
  /// - Returns: A handle that cancels the request.
  public func product(
    id: Int, completion: @escaping @Sendable (Result<Product, ServiceError>) -> Void
  ) -> any Cancellable {
    base.product(id: id, completion: completion)
  }

  /// Adds to the cart through the wrapped service.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add.
  ///   - stock: The product's units in stock.
  ///   - completion: Called once with the cart's new item count or the failure.
  /// - Returns: A handle that cancels the addition.
  public func addToCart(
    productID: Int, quantity: Int, stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable {
    base.addToCart(productID: productID, quantity: quantity, stock: stock, completion: completion)
  }
}
