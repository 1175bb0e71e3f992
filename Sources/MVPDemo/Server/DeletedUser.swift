import Foundation

/// The answer to `DELETE /users/{id}`: the user's fields plus `"isDeleted": true` and
/// `"deletedOn"`, an ISO 8601 timestamp, as DummyJSON answers.
struct DeletedUser: Encodable {
  /// The deleted user.
  let user: CatalogUser
  /// When the deletion happened.
  let deletedOn: Date

  private enum Keys: String, CodingKey {
    case isDeleted
    case deletedOn
  }

  func encode(to encoder: any Encoder) throws {
    try user.encode(to: encoder)
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(true, forKey: .isDeleted)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    try container.encode(formatter.string(from: deletedOn), forKey: .deletedOn)
  }
}
