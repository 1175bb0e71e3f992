/// The former side of a list an inserted item went to; ``PagedListLoader`` now says it with two
/// methods: ``PagedListLoader/insert(_:keepingAcrossReloads:)`` (first) and
/// ``PagedListLoader/append(_:keepingAcrossReloads:)`` (last).
@available(
  *, deprecated, message: "insert(_:) puts an item first, append(_:) after the rows loaded"
)
public enum ListEnd: String, Hashable, Sendable {
  /// Before the first row: ``PagedListLoader/insert(_:keepingAcrossReloads:)``.
  case front
  /// After the rows loaded so far: ``PagedListLoader/append(_:keepingAcrossReloads:)``.
  case end
}

extension PagedListLoader {
  /// The former spelling of ``insert(_:keepingAcrossReloads:)`` and
  /// ``append(_:keepingAcrossReloads:)``; it forwards to them.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - end: `.front` for ``insert(_:keepingAcrossReloads:)``, `.end` for
  ///     ``append(_:keepingAcrossReloads:)``.
  ///   - keepingAcrossReloads: As for ``insert(_:keepingAcrossReloads:)``.
  /// - Returns: The item's row index.
  @available(
    *, deprecated, message: "insert(_:) puts an item first, append(_:) after the rows loaded"
  )
  @discardableResult
  public func insert(_ item: Item, at end: ListEnd, keepingAcrossReloads: Bool = false) -> Int {
    end == .front
      ? insert(item, keepingAcrossReloads: keepingAcrossReloads)
      : append(item, keepingAcrossReloads: keepingAcrossReloads)
  }
}
