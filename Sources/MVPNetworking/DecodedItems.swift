import MVPCore

/// A JSON array decoded item by item: the elements that decode, in order, and a failure for each
/// that does not, so that one bad record never costs the whole response.
///
/// Use it for the items array of a list response, and make the page with
/// `PageValidation.page(decodedItems:skip:total:limit:requestedOffset:)`, which counts the
/// skipped elements toward the paging offset; `OffsetPageResponse` does both for DummyJSON-shaped
/// answers.
///
/// The array itself must be there: a missing, `null` or non-array value is a `DecodingError` of
/// the whole response. Any error an element throws (a `DecodingError`, or the platform decoder's
/// own error for a number that does not fit) skips that element only.
///
/// Threading: a value; `Sendable` when `Item` is.
public struct DecodedItems<Item> {
  /// The elements that decoded, in array order.
  public var items: [Item]

  /// One failure per element that did not decode, in array order.
  public var failures: [ItemDecodingFailure]

  /// The JSON path of the array, such as `products`, for error messages.
  public let arrayPath: String

  /// Creates a result by hand (tests, services that decode otherwise).
  ///
  /// - Parameters:
  ///   - items: The elements that decoded, in order.
  ///   - failures: One failure per element that did not.
  public init(items: [Item], failures: [ItemDecodingFailure] = []) {
    self.items = items
    self.failures = failures
    self.arrayPath = "items"
  }

  /// The number of elements in the array: decoded and skipped.
  public var count: Int {
    items.count + failures.count
  }

  /// The same result with every decoded item transformed (a transport object into a domain
  /// value, say); the failures are kept.
  ///
  /// - Parameter transform: Makes the new item from a decoded one.
  /// - Returns: The transformed items with the same failures.
  public func map<NewItem>(_ transform: (Item) throws -> NewItem) rethrows -> DecodedItems<NewItem>
  {
    DecodedItems<NewItem>(
      items: try items.map(transform), failures: failures, arrayPath: arrayPath)
  }

  private init(items: [Item], failures: [ItemDecodingFailure], arrayPath: String) {
    self.items = items
    self.failures = failures
    self.arrayPath = arrayPath
  }
}

extension DecodedItems: Decodable where Item: Decodable {
  /// Decodes an array element by element.
  ///
  /// - Parameter decoder: The decoder positioned on the array.
  /// - Throws: `DecodingError` when the value is not an array; never for an element.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    arrayPath = DecodingError.text(of: container.codingPath)
    items = []
    failures = []
    if let count = container.count { items.reserveCapacity(count) }
    while !container.isAtEnd {
      let index = container.currentIndex
      do {
        items.append(try container.decode(Item.self))
      } catch {
        let id = try Self.skipElement(at: index, in: &container, after: error)
        failures.append(Self.failure(error, index: index, id: id, arrayPath: arrayPath))
      }
    }
  }

  /// Moves past the element that failed, reading its `id` on the way when it has one.
  private static func skipElement(
    at index: Int, in container: inout any UnkeyedDecodingContainer, after error: any Error
  ) throws -> String? {
    guard container.currentIndex == index else { return nil }
    let identity = try? container.decode(ItemIdentity.self)
    if container.currentIndex == index, (try? container.decodeNil()) != true {
      // Nothing could move past the element: stop rather than loop.
      throw error
    }
    return identity?.text
  }

  private static func failure(
    _ error: any Error, index: Int, id: String?, arrayPath: String
  ) -> ItemDecodingFailure {
    let elementPath = "\(arrayPath)[\(index)]"
    guard let error = error as? DecodingError else {
      return ItemDecodingFailure(
        index: index, id: id, path: elementPath, reason: String(describing: error))
    }
    let path = error.pathText
    return ItemDecodingFailure(
      index: index, id: id, path: path.isEmpty ? elementPath : path, reason: error.reasonText)
  }
}

extension DecodedItems: Sendable where Item: Sendable {}
extension DecodedItems: Equatable where Item: Equatable {}
