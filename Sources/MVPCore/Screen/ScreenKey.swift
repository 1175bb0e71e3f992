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

  /// Creates a key.
  ///
  /// - Parameter name: Any string; equal strings name the same key.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a key from a string literal.
  ///
  /// - Parameter value: The key's name.
  public init(stringLiteral value: String) {
    self.name = value
  }

  /// Creates a key from an interpolated string literal, such as `"delete.\(book.id)"`.
  ///
  /// - Parameter stringInterpolation: The literal's parts.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.name = String(stringInterpolation: stringInterpolation)
  }

  /// The key's name.
  public var description: String { name }
}
