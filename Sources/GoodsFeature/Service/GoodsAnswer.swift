import Foundation

/// A value a goods service answered, and whether the answer is a copy kept on the device: the
/// single-value counterpart of `Page.savedAt` (``CachingGoodsService``).
///
/// A service that answers from a copy when the server cannot be reached sets ``savedAt`` to when
/// the copy was saved, so the screen can say so ("The server isn't available: showing this product as
/// saved at 14:05.").
///
/// Threading: `Sendable` when `Value` is.
public struct GoodsAnswer<Value> {
  /// The value.
  public var value: Value

  /// When the copy the value was answered from was saved, or `nil` for a value the server answered
  /// now.
  public var savedAt: Date?

  /// Creates an answer.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - savedAt: When the copy was saved, or `nil` (the default) for the server's own answer.
  public init(_ value: Value, savedAt: Date? = nil) {
    self.value = value
    self.savedAt = savedAt
  }
}

extension GoodsAnswer: Sendable where Value: Sendable {}
extension GoodsAnswer: Equatable where Value: Equatable {}
