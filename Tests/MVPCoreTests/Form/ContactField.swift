/// The fields of a ``Contact`` form.
enum ContactField: Hashable, Sendable {
  case name
  case email
}
