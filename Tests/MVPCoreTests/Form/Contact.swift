/// The value the form tests edit: a contact's name and e-mail; `Codable`, so a form of it is
/// restored after the app is killed.
struct Contact: Equatable, Sendable, Codable, CustomStringConvertible {
  var name: String
  var email: String

  static let saved = Contact(name: "Ada", email: "ada@example.com")

  var description: String { "\(name) <\(email)>" }
}
