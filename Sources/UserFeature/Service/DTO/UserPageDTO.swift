import MVPCore

/// The answer to DummyJSON's `GET /users?limit=L&skip=S`:
/// `{"users": [...], "total": T, "skip": S, "limit": N}`.
///
/// `limit` in the answer is the number of users returned, which `users` already carries; it is
/// decoded only to be checked. The paging numbers are checked by `PageValidation` when the page is
/// made (see ``page(requestedOffset:)``): `skip` must be the offset sent, `total` and `limit` 0 or
/// more, and `total` at least `skip` plus the users of a non-empty page.
struct UserPageDTO: Decodable, Sendable {
  let users: [UserDTO]
  let total: Int
  let skip: Int
  let limit: Int?

  private enum CodingKeys: String, CodingKey {
    case users, total, skip, limit
  }

  /// Decodes the answer; the paging numbers with `decodePagingNumber(forKey:)`, so that one that
  /// does not fit `Int` is an error naming its field.
  ///
  /// - Parameter decoder: The decoder positioned on the answer.
  /// - Throws: `DecodingError` when a field is missing or mistyped.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    users = try container.decode([UserDTO].self, forKey: .users)
    total = try container.decodePagingNumber(forKey: .total)
    skip = try container.decodePagingNumber(forKey: .skip)
    limit = try container.decodePagingNumberIfPresent(forKey: .limit)
  }

  /// The page of domain users, after checking the paging numbers against the request.
  ///
  /// - Parameter requestedOffset: The `skip` that was sent.
  /// - Returns: The page, at the server's `skip` and with its `total`.
  /// - Throws: `ServiceError.invalidResponse(reason:)` naming the field that breaks the rule of
  ///   `PageValidation`.
  func page(requestedOffset: Int) throws(ServiceError) -> Page<User> {
    try PageValidation.page(
      items: users.map(\.user), skip: skip, total: total, limit: limit,
      requestedOffset: requestedOffset)
  }
}
