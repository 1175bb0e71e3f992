/// The value the form tests edit: a contact's name and e-mail.
struct Contact: Equatable, Sendable, CustomStringConvertible {
  var name: String
  var email: String

  static let saved = Contact(name: "Ada", email: "ada@example.com")

  var description: String { "\(name) <\(email)>" }
}
