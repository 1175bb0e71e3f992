/// The values a ``Page`` carries for a service or a feature, one per type: the storage behind
/// `page[info: T.self]`. It holds each value with its type's identity, and compares two
/// infos value by value.
struct PageInfo: Sendable, Equatable {
  /// One value and how to compare it with another of the same slot.
  private struct Entry: Sendable {
    let value: any Sendable
    let isEqual: @Sendable (any Sendable) -> Bool
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The value of type `type`, if set.
  func value<Value: Sendable & Equatable>(of type: Value.Type) -> Value? {
    entries[ObjectIdentifier(type)]?.value as? Value
  }

  /// Sets (or, with `nil`, removes) the value of its type.
  mutating func set<Value: Sendable & Equatable>(_ value: Value?) {
    guard let value else {
      entries[ObjectIdentifier(Value.self)] = nil
      return
    }
    entries[ObjectIdentifier(Value.self)] = Entry(
      value: value, isEqual: { ($0 as? Value) == value })
  }

  static func == (lhs: PageInfo, rhs: PageInfo) -> Bool {
    lhs.entries.count == rhs.entries.count
      && lhs.entries.allSatisfy { key, entry in
        rhs.entries[key].map { entry.isEqual($0.value) } ?? false
      }
  }
}
