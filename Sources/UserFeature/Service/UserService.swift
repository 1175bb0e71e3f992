import MVPCore

/// The users directory, as the user list and profile presenters need it.
///
/// Every method is `async throws`; presenters call them through `TaskScope` so that a
/// request is cancelled when its screen goes away. Implementations throw
/// `ServiceError` (including `ServiceError/cancelled` when the calling task is
/// cancelled); presenters classify any other error with
/// `ServiceError/init(classifying:)`.
///
/// Threading: implementations are `Sendable` and may be called from any task.
public protocol UserService: Sendable {
  /// Loads one page of users.
  ///
  /// - Parameters:
  ///   - offset: The number of users to skip, 0 or more.
  ///   - limit: The most users to return, 1 or more.
  /// - Returns: The users returned, the offset the server applied and the directory's total size.
  /// - Throws: A `ServiceError`.
  func users(offset: Int, limit: Int) async throws -> Page<User>

  /// Loads one user.
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The user.
  /// - Throws: A `ServiceError`; `ServiceError/httpStatus(code:message:)`
  ///   with code 404 when no user has that id.
  func user(id: Int) async throws -> User

  /// Deletes one user. Returning without throwing is the server's confirmation.
  ///
  /// - Parameter id: The user's identifier.
  /// - Throws: A `ServiceError` when the user was not deleted, or the outcome is unknown.
  func deleteUser(id: Int) async throws

  /// Changes a user's name and e-mail address.
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - update: The new, already validated values.
  /// - Returns: The user as the server stores it after the change.
  /// - Throws: A `ServiceError`.
  func updateUser(id: Int, with update: UserUpdate) async throws -> User
}
