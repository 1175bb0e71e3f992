import MVPCore

/// Why a cart did not add a product: the stock rule, or a service failure.
///
/// The stock rule is the cart's, because only the cart knows how many units of the product it
/// already holds: an addition may not take that quantity above the units in stock.
public enum CartError: Error, Equatable, Sendable {
  /// The addition would put more units of the product in the cart than are in stock; nothing was
  /// added.
  ///
  /// - stock: The units in stock, the most the cart may hold.
  /// - inCart: The units of the product the cart holds already.
  case exceedsStock(stock: Int, inCart: Int)

  /// The cart could not be reached or refused the request.
  case service(ServiceError)
}
