import MVPCore

/// The answer to DummyJSON's `GET /users?limit=L&skip=S`:
/// `{"users": [...], "total": T, "skip": S, "limit": N}`.
///
/// `limit` in the answer is the number of users returned, which `users` already carries; it is
/// decoded only to be checked. The paging numbers are checked by `PageValidation` when the page is
/// made (see ``page(requestedOffset:)``): `skip` must be the offset sent, `total` and `limit` 0 or
/// more, and `total` at least `skip` plus the users of a non-empty page.
///
/// `users` is decoded user by user (`DecodedItems`): a user that cannot be decoded is left out of
/// the page and reported in its `Page/skippedItems` (index, `id`, path where decoding stopped);
/// it still counts toward the paging offset. A page of which no user decodes is an error.
struct UserPageDTO: Decodable, Sendable {
  let users: DecodedItems<UserDTO>
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
    users = try container.decode(DecodedItems<UserDTO>.self, forKey: .users)
    total = try container.decodePagingNumber(forKey: .total)
    skip = try container.decodePagingNumber(forKey: .skip)
    limit = try container.decodePagingNumberIfPresent(forKey: .limit)
  }

  /// The page of domain users, after checking the paging numbers against the request.
  ///
  /// - Parameter requestedOffset: The `skip` that was sent.
  /// - Returns: The page of the users that decoded, at the server's `skip`, with its `total`
  ///   and the skipped users.
  /// - Throws: `ServiceError.invalidResponse(reason:)` naming the field that breaks the rule of
  ///   `PageValidation`, or starting with `users` when no user of a non-empty page decodes.
  func page(requestedOffset: Int) throws(ServiceError) -> Page<User> {
    try PageValidation.page(
      decodedItems: users.map(\.user), skip: skip, total: total, limit: limit,
      requestedOffset: requestedOffset)
  }
}
