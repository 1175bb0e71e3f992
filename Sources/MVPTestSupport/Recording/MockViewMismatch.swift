/// The error of `Module.view(as:)` when the module's view is not of the mock type asked for.
public struct MockViewMismatch: Error, Equatable, CustomStringConvertible {
  /// The mock type the test asked for.
  public let expected: String
  /// The type of the module's view.
  public let actual: String

  /// A one-line explanation naming both types.
  public var description: String {
    "The module's view is a \(actual), not a \(expected): build the module with a factory that "
      + "creates \(expected)"
  }
}
