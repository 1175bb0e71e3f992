/// The destinations the user profile navigates to.
public enum UserProfileRoute: Equatable, Hashable, Sendable {
  /// Back to the previous screen of the navigation stack (the profile was pushed).
  case back

  /// Closes the profile shown modally (the profile was presented).
  case close
}
