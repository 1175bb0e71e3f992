/// The fields of the "Edit account" form, which its field errors are keyed by.
///
/// `nonisolated`: the form's `Field` must be `Hashable` everywhere, not on the main actor only.
nonisolated public enum AccountField: Hashable, Sendable {
  /// The account's name.
  case name
  /// The account's e-mail address.
  case email
}
