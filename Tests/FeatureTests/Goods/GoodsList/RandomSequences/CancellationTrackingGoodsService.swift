import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport

/// A ``StubGoodsService`` that also tells which pending calls the presenter cancelled, so a random
/// sequence can answer a cancelled call late and check that the answer is ignored.
///
/// Threading: safe from any thread; the random sequences use it on the main actor only.
final class CancellationTrackingGoodsService: GoodsService, @unchecked Sendable {
  /// A pending call and whether its caller cancelled it.
  struct Pending<Request> {
    let request: Request
    let isCancelled: Bool
  }

  /// The stub that holds the calls.
  let stub = StubGoodsService()

  // Guarded by `lock`; in the same order as the stub's pending calls.
  private let lock = NSLock()
  private var pageHandles: [CancellationHandle] = []
  private var cartHandles: [CancellationHandle] = []

  /// The page calls not yet answered, oldest first.
  var pendingPages: [Pending<StubGoodsService.PageQuery>] {
    let handles = locked { pageHandles }
    return zip(stub.pages.pendingRequests, handles).map {
      Pending(request: $0, isCancelled: $1.isCancelled)
    }
  }

  /// The cart calls not yet answered, oldest first.
  var pendingCartAdditions: [Pending<StubGoodsService.CartAddition>] {
    let handles = locked { cartHandles }
    return zip(stub.cart.pendingRequests, handles).map {
      Pending(request: $0, isCancelled: $1.isCancelled)
    }
  }

  func products(
    offset: Int, limit: Int,
    completion: @escaping @Sendable (Result<Page<Product>, ServiceError>) -> Void
  ) -> any Cancellable {
    let call = stub.products(offset: offset, limit: limit, completion: completion)
    let handle = CancellationHandle { call.cancel() }
    locked { pageHandles.append(handle) }
    return handle
  }

  func product(
    id: Int, completion: @escaping @Sendable (Result<Product, ServiceError>) -> Void
  ) -> any Cancellable {
    stub.product(id: id, completion: completion)
  }

  func addToCart(
    productID: Int, quantity: Int, stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable {
    let call = stub.addToCart(
      productID: productID, quantity: quantity, stock: stock, completion: completion)
    let handle = CancellationHandle { call.cancel() }
    locked { cartHandles.append(handle) }
    return handle
  }

  /// Answers the pending page call at `index` inline.
  func answerPage(at index: Int, with result: Result<Page<Product>, any Error>) {
    locked { _ = pageHandles.remove(at: index) }
    stub.pages.answer(at: index, with: result)
  }

  /// Answers the pending cart call at `index` inline.
  func answerCartAddition(at index: Int, with result: Result<Int, any Error>) {
    locked { _ = cartHandles.remove(at: index) }
    stub.cart.answer(at: index, with: result)
  }

  /// How many cart calls wait for an answer and were not cancelled.
  var liveCartAdditionCount: Int {
    pendingCartAdditions.filter { !$0.isCancelled }.count
  }

  /// Answers the oldest cart call that was not cancelled, if any, inline.
  func answerOldestLiveCartAddition(with result: Result<Int, any Error>) {
    guard let index = pendingCartAdditions.firstIndex(where: { !$0.isCancelled }) else { return }
    answerCartAddition(at: index, with: result)
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
