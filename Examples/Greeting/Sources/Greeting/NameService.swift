/// Loads the signed-in user's name.
public protocol NameService: Sendable {
  /// Returns the user's display name.
  ///
  /// - Throws: Any error; the presenter classifies it with `ServiceError(classifying:)`.
  func currentName() async throws -> String
}
