/// The JSON body of DummyJSON's `PUT /users/{id}`: `{"firstName", "lastName", "email"}`.
///
/// The contract has no single name field, so the display name is split at its first run of
/// whitespace: "Mary Ann Smith" becomes first name "Mary" and last name "Ann Smith"; a one-word
/// name has an empty last name. Decoding the response joins them back into the same display name.
struct UserUpdateBody: Encodable, Sendable {
  let firstName: String
  let lastName: String
  let email: String

  init(_ update: UserUpdate) {
    let words = update.name.split(maxSplits: 1, whereSeparator: \.isWhitespace)
    firstName = words.first.map(String.init) ?? ""
    lastName = words.count > 1 ? String(words[1].drop(while: \.isWhitespace)) : ""
    email = update.email
  }
}
