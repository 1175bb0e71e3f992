import MVPCore

/// The keys under which ``UserProfilePresenter`` runs its work in
/// ``UserProfilePresenter/tasks``, so a test can await one request with
/// `TaskScope/waitUntilFinished(_:)`.
public enum UserProfileTask {
  /// Loading the user.
  public static let load: TaskKey = "profile.load"

  /// Saving the editor's changes.
  public static let save: TaskKey = "profile.save"
}
