/// One field of the user profile's editor (a ``UserForm``): what a field error is keyed by.
public enum UserFormField: Hashable, Sendable, CaseIterable {
  /// The display name.
  case name

  /// The e-mail address.
  case email
}
