/// The name of a slot of presenter-owned work in a ``TaskScope``.
///
/// Starting work under a key cancels the work already running under it, which is how a refresh
/// cancels an in-flight load. Create one with a string literal: `tasks.run("load") { ... }`.
public struct TaskKey: Hashable, Sendable, ExpressibleByStringInterpolation,
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
