/// The destinations of the "Edit account" screen.
public enum EditAccountRoute: Equatable, Sendable {
  /// Back to the screen that opened the form, with the account as the server saved it.
  case back(saved: Account)
}
