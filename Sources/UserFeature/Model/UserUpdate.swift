/// A validated change to a user's name and e-mail address, ready to send to a ``UserService``.
///
/// Obtain one from ``UserForm/validated(texts:)``, which trims and checks what the user typed; the
/// memberwise initialiser takes values as they are, for services and tests.
public struct UserUpdate: Equatable, Hashable, Sendable {
  /// The new display name, trimmed and not blank, for example "Emily Johnson".
  public var name: String

  /// The new e-mail address, trimmed, of the form `local@domain.tld`.
  public var email: String

  /// Creates an update from values that are already valid.
  ///
  /// - Parameters:
  ///   - name: The new display name.
  ///   - email: The new e-mail address.
  public init(name: String, email: String) {
    self.name = name
    self.email = email
  }
}
