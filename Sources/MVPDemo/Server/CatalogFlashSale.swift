import Foundation

/// The data set's flash sale, relative to when the server starts, so that the demo always has a
/// sale running: it started `startsIn` seconds from then (negative: before) and lasts `lasts`
/// seconds, at `prices` (product id as text → sale price).
///
/// The shape in `catalog.json`: `{"startsIn": -600, "lasts": 5400, "prices": {"2": 8.99}}`. The
/// server answers each listed product with a `flashSale` object of absolute dates (see
/// ``CatalogServer``); DummyJSON itself has no flash sales.
public struct CatalogFlashSale: Codable, Sendable, Equatable {
  /// Seconds from the server's start to the sale's start; negative when it started before.
  public var startsIn: Int
  /// The sale's length in seconds, 0 or more.
  public var lasts: Int
  /// The sale price of each product on sale, keyed by its id as text.
  public var prices: [String: Double]

  /// Creates a sale.
  ///
  /// - Parameters:
  ///   - startsIn: Seconds from the server's start to the sale's start.
  ///   - lasts: The sale's length in seconds.
  ///   - prices: The sale prices by product id as text.
  public init(startsIn: Int, lasts: Int, prices: [String: Double]) {
    self.startsIn = startsIn
    self.lasts = max(0, lasts)
    self.prices = prices
  }

  /// The sale's start and end for a server started at `reference`.
  ///
  /// - Parameter reference: When the server started.
  /// - Returns: The absolute start and end.
  public func window(from reference: Date) -> (start: Date, end: Date) {
    let start = reference.addingTimeInterval(TimeInterval(startsIn))
    return (start, start.addingTimeInterval(TimeInterval(lasts)))
  }
}
