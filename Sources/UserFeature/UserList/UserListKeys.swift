import MVPCore

/// The keys under which ``UserListPresenter`` runs its work in `UserListPresenter.tasks`, so a
/// test can await one request with `TaskScope/waitUntilFinished(_:)` while others are
/// still pending.
public enum UserListKeys {
  /// Page loads: the first page, a refresh or the next page; at most one runs (a read).
  public static let pages: ScreenKey = "users"

  /// The state of the notice of users that could not be shown (`showSkippedNotice(_:)`).
  public static let skippedNotice: ScreenKey = "users.skipped"

  /// The deletion of one user (a write); deletions of different users run side by side.
  ///
  /// - Parameter userID: The user being deleted.
  /// - Returns: The key of that deletion.
  public static func delete(userID: Int) -> ScreenKey {
    ScreenKey("users.delete.\(userID)")
  }
}
