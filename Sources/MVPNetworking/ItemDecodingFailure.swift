import MVPCore

/// Why one item of a list response could not be decoded, for the developer: which item, and where
/// and why decoding stopped. The user sees only how many items were left out.
///
/// Made by `DecodedItems` for every array element that does not decode; carried by
/// `Page.skippedItems`; a list presenter gathers them for its notice and its logs (DummyJSON's
/// `SkippedItems`).
public struct ItemDecodingFailure: Error, Sendable, Equatable, CustomStringConvertible {
  /// The element's position in the response's array, from 0 (not its row in the list).
  public var index: Int

  /// The element's `id` field as text (`"7"`, `"a7"`) when the element is an object with a
  /// number or string `id`; `nil` when it has none that can be read.
  public var id: String?

  /// Where decoding stopped, as a JSON path from the response's root such as
  /// `products[2].price`; for a missing field, the field's path.
  public var path: String

  /// The decoder's explanation, for example `Expected to decode Double but found a string`.
  public var reason: String

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - index: The element's position in the response's array, 0 or more.
  ///   - id: The element's `id` as text, or `nil`.
  ///   - path: The JSON path where decoding stopped, such as `products[2].price`.
  ///   - reason: The decoder's explanation.
  public init(index: Int, id: String?, path: String, reason: String) {
    self.index = index
    self.id = id
    self.path = path
    self.reason = reason
  }

  /// One line for logs: `item 2 (id 7) at products[2].price: <reason>`.
  public var description: String {
    let identity = id.map { " (id \($0))" } ?? ""
    return "item \(index)\(identity) at \(path): \(reason)"
  }
}
