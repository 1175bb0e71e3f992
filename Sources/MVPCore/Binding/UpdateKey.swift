/// The name of one piece of screen state kept by ``DeliveryPolicy/state(_:)``.
///
/// Updates sent under the same key replace each other; updates under different keys are kept side
/// by side and replayed in the order they were last sent. Create one with a string literal:
/// `.state("content")`.
public struct UpdateKey: Hashable, Sendable, ExpressibleByStringInterpolation,
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

  /// Creates a key from a string literal, so that `"content"` can stand for a key.
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
