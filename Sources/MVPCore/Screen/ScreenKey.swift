/// The name of one slot of a screen: the work running in it (``TaskScope``) or the state kept in
/// it (``DeliveryPolicy/state(_:)``). Create one with a string literal, interpolated where the
/// slot is per item: `"load"`, `.state("content")`, `"delete.\(book.id)"`.
///
/// - Work: starting a read under a key cancels the read already running under it, which is how a
///   refresh cancels an in-flight load; while a write runs under a key, new work under it is
///   refused (see ``TaskScope``).
/// - State: updates sent under the same key replace each other; updates under different keys are
///   kept side by side and replayed in the order they were last sent (see ``ViewBinding``).
///
/// Work and state keys are separate spaces: a task named `"rows"` and the state `"rows"` do not
/// meet.
public struct ScreenKey: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The key's name; equal names are the same key.
  public let name: String
  /// `name`'s hash, computed once when the key is made: a key is usually made once (a `static let`
  /// or a loader's keys) and looked up in every update and every task start, which then hash one
  /// integer instead of the whole name.
  private let nameHash: Int

  /// Creates a key.
  ///
  /// - Parameter name: Any string; equal strings name the same key.
  public init(_ name: String) {
    self.name = name
    nameHash = name.hashValue
  }

  /// Creates a key from a string literal.
  ///
  /// - Parameter value: The key's name.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a key from an interpolated string literal, such as `"delete.\(book.id)"`.
  ///
  /// - Parameter stringInterpolation: The literal's parts.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(String(stringInterpolation: stringInterpolation))
  }

  /// The key named `name` followed by `suffix`, such as a loader's `"goods.content"` made from its
  /// `"goods"`: one concatenation, without the formatting of an interpolated literal.
  ///
  /// - Parameter suffix: What follows the name.
  /// - Returns: The key `name + suffix`.
  package func appending(_ suffix: String) -> ScreenKey {
    ScreenKey(name + suffix)
  }

  /// The key's name.
  public var description: String { name }

  /// Whether two keys have the same name.
  ///
  /// - Parameters:
  ///   - lhs: A key.
  ///   - rhs: Another key.
  /// - Returns: `true` when the names are equal.
  public static func == (lhs: ScreenKey, rhs: ScreenKey) -> Bool {
    lhs.nameHash == rhs.nameHash && lhs.name == rhs.name
  }

  /// Feeds the name's hash, computed when the key was made, to `hasher`: equal names give equal
  /// hashes.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(nameHash)
  }
}
