/// Something that shows users and wants to know when one of them was changed elsewhere, for
/// example the user list when a profile saved an edit.
@MainActor
public protocol UserChangeObserving: AnyObject {
  /// Called after the server confirmed a change to `user`.
  ///
  /// - Parameter user: The user as the server answered it.
  func userDidChange(_ user: User)
}
