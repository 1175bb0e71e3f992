/// One step of a database schema: the statements that take the schema from `version - 1` to
/// `version`.
///
/// A program lists every migration it has ever shipped, versions 1, 2, 3… without gaps, and
/// never changes a shipped one: a file written by an older version then runs only the steps it
/// lacks (``Database/migrate(_:applicationID:)``).
///
/// Threading: a `Sendable` value; ``apply`` runs on the thread that calls ``Database/migrate(_:applicationID:)``.
public struct Migration: Sendable {
  /// The schema version this step produces, 1 or more.
  public let version: Int

  /// Changes the schema (and moves data) inside the migration's write transaction.
  public let apply: @Sendable (DatabaseConnection) throws -> Void

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - version: The version it produces, 1 or more.
  ///   - apply: Its statements, run through the connection it is given.
  public init(version: Int, apply: @escaping @Sendable (DatabaseConnection) throws -> Void) {
    self.version = version
    self.apply = apply
  }
}
