/// The response to DummyJSON's `DELETE /users/{id}`: the user object with `"isDeleted": true` and a
/// `"deletedOn"` timestamp. Only the confirmation fields are decoded.
struct DeletedUserDTO: Decodable, Sendable {
  let id: Int
  let isDeleted: Bool
}
