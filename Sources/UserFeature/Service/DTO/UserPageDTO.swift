import MVPCore

/// The answer to DummyJSON's `GET /users?limit=L&skip=S`:
/// `{"users": [...], "total": T, "skip": S, "limit": N}`.
///
/// `limit` in the answer is the number of users returned, which `users` already carries, so it is
/// not decoded.
struct UserPageDTO: Decodable, Sendable {
  let users: [UserDTO]
  let total: Int
  let skip: Int

  /// The page of domain users, at the offset the server applied.
  var page: Page<User> {
    Page(items: users.map(\.user), offset: skip, total: total)
  }
}
