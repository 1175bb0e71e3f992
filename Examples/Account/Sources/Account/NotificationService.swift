/// The server's notifications endpoint.
///
/// `nonisolated`: see ``AccountService``.
nonisolated public protocol NotificationService: Sendable {
  /// Returns how many notifications the user has not read.
  ///
  /// - Returns: The count, 0 or more.
  /// - Throws: Any error; the badge then keeps the count it shows.
  func unreadCount() async throws -> Int
}
