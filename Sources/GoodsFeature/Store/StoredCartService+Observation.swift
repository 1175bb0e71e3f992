import Foundation
import MVPCore

extension StoredCartService {
  /// Observes the cart: sends every item now, then again after each addition this service
  /// commits, until the observation is cancelled; what a cart screen is fed by (``CartModule``).
  ///
  /// Items come in ascending product identifier, each with the title of the product kept for
  /// `source` (``GoodsStore/savedProduct(id:source:)``), `nil` for a product never fetched.
  /// Additions made by another program on the same file are seen at the next addition made
  /// here, or the next observation.
  ///
  /// - Parameters:
  ///   - source: The server whose kept products give the titles (its base URL).
  ///   - onChange: Receives every item, on the calling thread first, then on the answer queue
  ///     after each addition.
  ///   - onError: Receives the `DatabaseError` when the cart cannot be read; the observation
  ///     then sends nothing more.
  /// - Returns: The observation's cancellation.
  public func observeItems(
    titlesFrom source: URL,
    onChange: @escaping @Sendable ([CartItem]) -> Void,
    onError: @escaping @Sendable (any Error) -> Void
  ) -> any Cancellable {
    let failed = CancellationHandle()
    // One read and send at a time: a read cannot overtake a newer one.
    let sending = NSLock()
    let send = { @Sendable [store] in
      sending.lock()
      defer { sending.unlock() }
      guard !failed.isCancelled else { return }
      do {
        onChange(try store.cartItems(titlesFrom: source))
      } catch {
        failed.cancel()
        onError(error)
      }
    }
    let observation = observers.add(send)
    send()
    return observation
  }
}

extension GoodsStore {
  /// The stored cart's items, with the titles of the products kept for `source`.
  ///
  /// - Parameter source: The server's base URL.
  /// - Returns: One item per product, in ascending product identifier.
  /// - Throws: `DatabaseError` when the file cannot be read.
  func cartItems(titlesFrom source: URL) throws -> [CartItem] {
    try cartLines().map { line in
      let title = try savedProduct(id: line.productID, source: source)?.value.title
      return CartItem(productID: line.productID, quantity: line.quantity, title: title)
    }
  }
}
