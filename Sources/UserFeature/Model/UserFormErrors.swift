/// The field-level problems found when validating a ``UserForm``: one user-facing message per
/// invalid field, `nil` for a valid field.
///
/// The value with both fields `nil` (``none``) means "no problems" and clears errors previously
/// shown.
public struct UserFormErrors: Error, Equatable, Hashable, Sendable {
  /// What is wrong with the name, for example "Enter a name.", or `nil` when it is valid.
  public var name: String?

  /// What is wrong with the e-mail address, or `nil` when it is valid.
  public var email: String?

  /// Creates a set of field errors.
  ///
  /// - Parameters:
  ///   - name: The name field's message, or `nil`.
  ///   - email: The e-mail field's message, or `nil`.
  public init(name: String? = nil, email: String? = nil) {
    self.name = name
    self.email = email
  }

  /// Creates the field errors a form shows, keyed by field.
  ///
  /// - Parameter errors: One message per invalid field, as the profile's view receives them.
  public init(_ errors: [UserFormField: String]) {
    self.init(name: errors[.name], email: errors[.email])
  }

  /// No field errors: shown to clear earlier errors.
  public static let none = UserFormErrors()

  /// Whether no field has an error.
  public var isEmpty: Bool {
    name == nil && email == nil
  }
}
