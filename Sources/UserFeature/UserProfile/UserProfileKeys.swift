import MVPCore

/// The keys under which ``UserProfilePresenter`` runs its work in
/// `UserProfilePresenter.tasks`, so a test can await one request with
/// `TaskScope/waitUntilFinished(_:)`.
public enum UserProfileKeys {
  /// Loading the user (a read: a detach cancels it, the next attach resumes it).
  public static let load: ScreenKey = "profile"

  /// Saving the editor's changes (a write: it finishes when the view detaches); the editor
  /// form's `saveKey`.
  public static let save: ScreenKey = "profile.save"
}
