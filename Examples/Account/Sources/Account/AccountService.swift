/// The server's account endpoints.
///
/// `nonisolated`: in a target with main-actor default isolation the protocol would otherwise be
/// main-actor isolated, and every request would run on the main actor.
nonisolated public protocol AccountService: Sendable {
  /// Returns the signed-in user's account.
  ///
  /// - Returns: The account.
  /// - Throws: Any error; the presenters classify it with `ServiceError(classifying:)`.
  func account() async throws -> Account

  /// Returns what the dashboard shows of the account: the account and its activity.
  ///
  /// - Returns: The summary.
  /// - Throws: Any error; the dashboard's parts classify it with `ServiceError(classifying:)`.
  func summary() async throws -> DashboardSummary

  /// Saves the account's name and e-mail.
  ///
  /// - Parameter account: The account as the user edited it.
  /// - Returns: The account as the server saved it (it may normalise what was sent).
  /// - Throws: Any error; a refusal carries the server's message
  ///   (`ServiceError.httpStatus(code:message:)`), shown to the user.
  func save(_ account: Account) async throws -> Account
}
