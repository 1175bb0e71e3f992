import Foundation

/// The body of `PUT /users/{id}`: any of the user's editable fields; fields not given stay as
/// they are and unknown fields are ignored.
struct UserUpdate: Decodable {
  var firstName: String?
  var lastName: String?
  var maidenName: String?
  var username: String?
  var email: String?
  var phone: String?
  var image: String?

  /// Decodes a body; an empty body is an empty update.
  ///
  /// - Parameter body: The request body.
  /// - Returns: `nil` when the body is not a JSON object with string values for these fields.
  init?(body: Data) {
    if body.isEmpty {
      self.init()
      return
    }
    guard let update = try? JSONDecoder().decode(UserUpdate.self, from: body) else { return nil }
    self = update
  }

  private init() {}

  /// The user with this update's fields replaced.
  ///
  /// - Parameter user: The stored user.
  /// - Returns: The updated copy.
  func applied(to user: CatalogUser) -> CatalogUser {
    var user = user
    user.firstName = firstName ?? user.firstName
    user.lastName = lastName ?? user.lastName
    user.maidenName = maidenName ?? user.maidenName
    user.username = username ?? user.username
    user.email = email ?? user.email
    user.phone = phone ?? user.phone
    user.image = image ?? user.image
    return user
  }
}
