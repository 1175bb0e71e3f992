import MVPCore

/// Tells every interested presenter that a user changed: the model-to-presenter notification
/// that keeps the list in step with an edit saved on a profile.
///
/// Observers are held weakly (the internal `WeakObservers`), so registering a presenter never
/// keeps it alive; the modules that share one instance hold it strongly.
@MainActor
public final class UserChanges {
  private let observers = WeakObservers<any UserChangeObserving>()

  /// Creates a notifier with no observers.
  public init() {}

  /// Registers `observer`, held weakly; registering it again has no effect.
  ///
  /// - Parameter observer: Usually a presenter.
  public func add(_ observer: any UserChangeObserving) {
    observers.add(observer)
  }

  /// Tells every live observer, in registration order, that `user` changed.
  ///
  /// - Parameter user: The user as the server answered it.
  public func userDidChange(_ user: User) {
    observers.notify { $0.userDidChange(user) }
  }
}
