import GoodsFeature
import MVPCore

/// A `GoodsService` over products held in memory: it answers a page at once, on the caller's
/// thread, or, when `answers` is `false`, never (keeping the completion until cancelled, as a
/// request in flight does).
struct PagedGoodsService: GoodsService {
  /// The pages, by `offset / pageSize`.
  let pages: [Page<Product>]
  /// The page size the pages were cut with.
  let pageSize: Int
  /// Whether `products` answers at all.
  let answers: Bool

  /// Cuts `products` into pages.
  ///
  /// - Parameters:
  ///   - products: The catalogue.
  ///   - pageSize: The page size the client will ask for.
  ///   - answers: Whether page requests are answered.
  init(products: [Product], pageSize: Int, answers: Bool = true) {
    self.pageSize = pageSize
    self.answers = answers
    pages = stride(from: 0, to: products.count, by: pageSize).map { offset in
      Page(
        items: Array(products[offset..<min(offset + pageSize, products.count)]), offset: offset,
        total: products.count)
    }
  }

  func products(
    offset: Int,
    limit: Int,
    completion: @escaping @Sendable (Result<Page<Product>, ServiceError>) -> Void
  ) -> any Cancellable {
    guard answers else { return CancellationHandle(onCancel: { _ = completion }) }
    precondition(limit == pageSize && offset.isMultiple(of: pageSize), "unexpected page request")
    let index = offset / pageSize
    let total = pages.first?.total ?? 0
    completion(
      .success(index < pages.count ? pages[index] : Page(items: [], offset: offset, total: total)))
    return CancellationHandle()
  }

  func product(
    id: Int,
    completion: @escaping @Sendable (Result<Product, ServiceError>) -> Void
  ) -> any Cancellable {
    completion(.failure(.httpStatus(code: 404, message: nil)))
    return CancellationHandle()
  }

  func addToCart(
    productID: Int,
    quantity: Int,
    stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable {
    completion(.success(quantity))
    return CancellationHandle()
  }
}
