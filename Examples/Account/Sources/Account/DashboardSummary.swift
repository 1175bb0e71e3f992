/// What the dashboard shows of the account, in one answer: the header shows ``account``, the
/// stats part ``stats``.
///
/// `nonisolated`: see ``Account``.
nonisolated public struct DashboardSummary: Equatable, Sendable {
  /// The signed-in user's account.
  public var account: Account
  /// The account's activity.
  public var stats: AccountStats

  /// Creates a summary.
  ///
  /// - Parameters:
  ///   - account: The account.
  ///   - stats: The account's activity.
  public init(account: Account, stats: AccountStats) {
    self.account = account
    self.stats = stats
  }
}
