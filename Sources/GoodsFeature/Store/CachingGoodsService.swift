import Foundation
import MVPClock
import MVPCore
import MVPStore

/// A ``GoodsService`` that keeps the catalogue pages its server answers in a ``GoodsStore`` and,
/// when the server cannot be reached, answers pages from that copy and says so.
///
/// - ``products(offset:limit:completion:)`` asks the server first, always. A page it answers is
///   kept (the first ``GoodsStore/savedProductLimit`` positions of the catalogue, by product, in
///   server order) and passed on unchanged. When the failure means the server cannot be reached
///   (`ServiceError/meansServerUnreachable`: offline, unreachable, timeout, 502/503/504), the kept
///   page at the same offset is answered instead, with `Page/savedAt` set to when it was saved,
///   which the list shows as a notice ("The server isn't available: showing goods saved at
///   14:05."). Without a kept page, and for every other failure, the server's failure is passed
///   on.
/// - ``productOrSavedCopy(id:completion:)`` (the detail screen's call) does the same for one
///   product: a product the server answers refreshes its kept copy; when the server cannot be
///   reached the kept product is answered with `GoodsAnswer.savedAt`. ``product(id:completion:)``
///   and ``addToCart(productID:quantity:stock:completion:)`` go to the server's service
///   unchanged.
///
/// Goods are kept per source (the server's base URL), so one server's products are never
/// answered for another. The store failing (a full or damaged file) never fails a page: the
/// server's answer or failure is passed on, and `onStoreFailure` is told.
///
/// Presenters do not know about the copy: they see a `GoodsService`.
///
/// Threading: a `Sendable` value; completions are called on the server service's thread, after
/// at most one short store transaction there.
public struct CachingGoodsService: GoodsService {
  private let server: any GoodsService
  private let store: GoodsStore
  private let source: URL
  private let clock: AnyWallClock
  private let onStoreFailure: @Sendable (any Error) -> Void

  /// Creates a service over `server` that keeps its pages in `store`.
  ///
  /// - Parameters:
  ///   - server: The service that talks to the server, such as ``HTTPGoodsService``.
  ///   - store: Where pages are kept; held strongly.
  ///   - source: The server's base URL; it identifies the goods kept for it
  ///     (``GoodsStore/sourceKey(for:)``).
  ///   - clock: When pages are saved; defaults to the wall clock.
  ///   - onStoreFailure: Told, on the completion's thread, each time the store cannot be read or
  ///     written (a `DatabaseError` or an encoding error), for logs; defaults to nothing.
  public init(
    server: any GoodsService,
    store: GoodsStore,
    source: URL,
    clock: AnyWallClock = .wall,
    onStoreFailure: @escaping @Sendable (any Error) -> Void = { _ in }
  ) {
    self.server = server
    self.store = store
    self.source = source
    self.clock = clock
    self.onStoreFailure = onStoreFailure
  }

  /// Loads one page from the server, keeping it; when the server cannot be reached, answers the
  /// kept page at `offset` instead.
  ///
  /// - Parameters:
  ///   - offset: How many products to skip, 0 or more.
  ///   - limit: The most products to return, 1 or more.
  ///   - completion: Called once with the server's page, the kept page (with `Page/savedAt`),
  ///     or the server's failure.
  /// - Returns: A handle that cancels the request; a cancelled request is never answered from
  ///   the copy.
  public func products(
    offset: Int,
    limit: Int,
    completion: @escaping @Sendable (Result<Page<Product>, ServiceError>) -> Void
  ) -> any Cancellable {
    server.products(offset: offset, limit: limit) { [self] result in
      completion(
        resolve(
          result, keep: { try store.save($0, source: source, savedAt: clock.now.date) },
          copy: { try store.savedPage(source: source, offset: offset, limit: limit) }))
    }
  }

  /// Loads one product from the server (never from the copy).
  ///
  /// - Parameters:
  ///   - id: The product's catalogue identifier.
  ///   - completion: Called once with the product or the server's failure.
  /// - Returns: A handle that cancels the request.
  public func product(
    id: Int,
    completion: @escaping @Sendable (Result<Product, ServiceError>) -> Void
  ) -> any Cancellable {
    server.product(id: id, completion: completion)
  }

  /// Loads one product from the server, refreshing the kept copy of it; when the server cannot be
  /// reached, answers the kept copy instead, with `GoodsAnswer.savedAt` set to when it was saved.
  ///
  /// - Parameters:
  ///   - id: The product's catalogue identifier.
  ///   - completion: Called once with the server's product, the kept copy, or the server's
  ///     failure (every failure but an unreachable server, and an unreachable server when the
  ///     product is not kept).
  /// - Returns: A handle that cancels the request; a cancelled request is never answered from
  ///   the copy.
  public func productOrSavedCopy(
    id: Int,
    completion: @escaping @Sendable (Result<GoodsAnswer<Product>, ServiceError>) -> Void
  ) -> any Cancellable {
    server.product(id: id) { [self] result in
      completion(
        resolve(
          result.map { GoodsAnswer($0) },
          keep: { try store.update($0.value, source: source, savedAt: clock.now.date) },
          copy: { try store.savedProduct(id: id, source: source) }))
    }
  }

  /// Adds units of a product to the server service's cart.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add, 1 or more.
  ///   - stock: The product's units in stock.
  ///   - completion: Called once with the cart's item count or the ``CartError``.
  /// - Returns: A handle that cancels the addition if it has not happened yet.
  public func addToCart(
    productID: Int,
    quantity: Int,
    stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable {
    server.addToCart(productID: productID, quantity: quantity, stock: stock, completion: completion)
  }

  /// The server's `result`, kept with `keep`; or, when the failure means the server cannot be
  /// reached, the kept copy that `copy` reads, if any. The store failing never changes the
  /// answer: `onStoreFailure` is told and the server's result stands.
  private func resolve<Answer>(
    _ result: Result<Answer, ServiceError>,
    keep: (Answer) throws -> Void,
    copy: () throws -> Answer?
  ) -> Result<Answer, ServiceError> {
    switch result {
    case .success(let answer):
      do { try keep(answer) } catch { onStoreFailure(error) }
      return result
    case .failure(let error) where error.meansServerUnreachable:
      do {
        if let kept = try copy() { return .success(kept) }
      } catch {
        onStoreFailure(error)
      }
      return result
    case .failure:
      return result
    }
  }
}
