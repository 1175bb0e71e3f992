import MVPCore

/// The keys under which ``UserListPresenter`` runs its work in ``UserListPresenter/tasks``, so a
/// test can await one request with `TaskScope/waitUntilFinished(_:)` while others are
/// still pending.
public enum UserListTask {
  /// The first page or a refresh; at most one runs.
  public static let reload: TaskKey = "users.reload"

  /// The next page; a reload cancels it.
  public static let nextPage: TaskKey = "users.nextPage"

  /// The deletion of one user; deletions of different users run side by side.
  ///
  /// - Parameter userID: The user being deleted.
  /// - Returns: The key of that deletion.
  public static func delete(userID: Int) -> TaskKey {
    TaskKey("users.delete.\(userID)")
  }
}
