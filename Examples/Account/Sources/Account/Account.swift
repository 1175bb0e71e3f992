/// The signed-in user's account, as the service answers it and as the edit form edits it.
///
/// `nonisolated`: in a target with main-actor default isolation its `Equatable` conformance
/// would otherwise be main-actor only, and the form's draft is compared and sent to the service
/// off the main actor.
nonisolated public struct Account: Equatable, Sendable, CustomStringConvertible {
  /// The account's identity on the server.
  public let id: Int
  /// The name shown to other users.
  public var name: String
  /// The e-mail address the account signs in with.
  public var email: String

  /// Creates an account.
  ///
  /// - Parameters:
  ///   - id: The account's identity on the server.
  ///   - name: The name shown to other users.
  ///   - email: The e-mail address.
  public init(id: Int, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }

  /// `name <email>`, for test failures and the checker's reports.
  public var description: String { "\(name) <\(email)>" }
}
