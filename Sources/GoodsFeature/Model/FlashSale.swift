import Foundation

/// A flash sale of one product: a price that holds from ``start`` until ``end``, server dates.
///
/// Read from a product's optional `flashSale` object (`{"start": ISO 8601, "end": ISO 8601,
/// "price": number}`), which the demo's catalogue adds to a few products; DummyJSON has none, and
/// a product without it simply has no flash sale.
public struct FlashSale: Hashable, Sendable {
  /// When the sale starts.
  public let start: Date
  /// When the sale ends; never before ``start``.
  public let end: Date
  /// The product's price during the sale, in the catalogue's currency.
  public let price: Decimal

  /// Creates a sale.
  ///
  /// - Parameters:
  ///   - start: When it starts.
  ///   - end: When it ends; an end before `start` is taken as `start` (a sale that never runs).
  ///   - price: The price during the sale.
  public init(start: Date, end: Date, price: Decimal) {
    self.start = start
    self.end = max(start, end)
    self.price = price
  }

  /// Where the sale stands at `date`: upcoming before ``start``, running from ``start`` until
  /// ``end``, ended from ``end`` on.
  ///
  /// - Parameter date: The moment asked about.
  /// - Returns: The phase.
  public func phase(at date: Date) -> FlashSalePhase {
    if date < start { return .upcoming }
    if date < end { return .running }
    return .ended
  }
}
