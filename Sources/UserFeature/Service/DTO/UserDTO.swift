import Foundation

/// A user object of the DummyJSON users API (`GET /users/{id}`, items of `GET /users`, the response
/// to `PUT /users/{id}`).
///
/// Decodes only the fields the feature uses: `id`, `firstName`, `lastName`, `username`, `email`,
/// `phone` and `image` (the avatar URL, optional here). The contract's many other fields
/// (`maidenName`, `age`, `address`, `company`...) are ignored.
struct UserDTO: Decodable, Sendable {
  let id: Int
  let firstName: String
  let lastName: String
  let username: String
  let email: String
  let phone: String
  let image: String?

  private enum CodingKeys: String, CodingKey {
    case id, firstName, lastName, username, email, phone, image
  }

  /// Decodes a user object; `id` must be a whole number that fits `Int`, so that one that does
  /// not is an error at `id` on every platform.
  ///
  /// - Parameter decoder: The decoder positioned on one user object.
  /// - Throws: `DecodingError` when a field is missing or mistyped; its path names the field.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeWholeNumber(forKey: .id)
    firstName = try container.decode(String.self, forKey: .firstName)
    lastName = try container.decode(String.self, forKey: .lastName)
    username = try container.decode(String.self, forKey: .username)
    email = try container.decode(String.self, forKey: .email)
    phone = try container.decode(String.self, forKey: .phone)
    image = try container.decodeIfPresent(String.self, forKey: .image)
  }

  /// The domain user. The display name is `firstName + " " + lastName`, without the space when
  /// either part is empty; an empty or malformed `image` becomes no avatar.
  var user: User {
    let name = [firstName, lastName]
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
    let avatar = image.flatMap { $0.isEmpty ? nil : URL(string: $0) }
    return User(
      id: id, displayName: name, email: email, avatarURL: avatar, username: username,
      phone: phone)
  }
}
