/// The destinations the user list navigates to.
public enum UserListRoute: Equatable, Hashable, Sendable {
  /// The profile of the user with this identifier.
  case profile(userID: Int)
}
