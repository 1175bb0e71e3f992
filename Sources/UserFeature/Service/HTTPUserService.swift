import Foundation
import MVPCore
import MVPNetworking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A ``UserService`` speaking the DummyJSON users API over `URLSession`.
///
/// Contract (https://dummyjson.com/docs/users):
/// - `GET {base}/users?limit=L&skip=S` → `{"users": [...], "total": T, "skip": S, "limit": N}`;
/// - `GET {base}/users/{id}` → a user, or 404 with `{"message": "User with id '42' not found"}`;
/// - `DELETE {base}/users/{id}` → the user with `"isDeleted": true` and `"deletedOn"`; a 2xx
///   without a body (`204 No Content`, or an empty `200`) is also a success;
/// - `PUT {base}/users/{id}` with a JSON body → the updated user.
///
/// URLs are built by `JSONHTTPClient` with `URLComponents`. Every failure is thrown as
/// a `ServiceError`: offline, unreachable, timeout, HTTP status (with the server's
/// `message`), a response that is not the expected JSON, or cancellation when the calling task is
/// cancelled (a call made in an already-cancelled task sends nothing; see
/// `JSONHTTPClient.send(_:as:)`).
///
/// Threading: a `Sendable` value; call it from any task.
public struct HTTPUserService: UserService {
  /// The public DummyJSON server, `https://dummyjson.com`.
  public static let dummyJSONBaseURL = URL(string: "https://dummyjson.com")!

  private let client: JSONHTTPClient

  /// Creates a service.
  ///
  /// - Parameters:
  ///   - baseURL: The API root that `users` is appended to; defaults to ``dummyJSONBaseURL``.
  ///     A base with a path (for example `https://example.com/api`) keeps it.
  ///   - session: The session requests go through; defaults to `URLSession.shared`.
  public init(baseURL: URL = Self.dummyJSONBaseURL, session: URLSession = .shared) {
    client = JSONHTTPClient(baseURL: baseURL, session: session)
  }

  /// Loads one page with `GET {base}/users?limit={limit}&skip={offset}`.
  ///
  /// - Parameters:
  ///   - offset: The number of users to skip (`skip`), 0 or more.
  ///   - limit: The most users to return (`limit`), 1 or more; the API reads 0 as "all".
  /// - Returns: The page, at the `skip` and with the `total` the server answered.
  /// - Throws: A `ServiceError`. The paging numbers are checked by `PageValidation`: a `skip`
  ///   other than `offset`, a negative `total` or `limit`, or a `total` below `skip` plus the
  ///   users of a non-empty page is `ServiceError/invalidResponse(reason:)` naming the field; a
  ///   `skip` past `total` with no users and any `total` up to `Int.max` are a valid page.
  public func users(offset: Int, limit: Int) async throws -> Page<User> {
    let request = try client.makeRequest(
      .get, path: ["users"],
      query: [
        URLQueryItem(name: "limit", value: String(limit)),
        URLQueryItem(name: "skip", value: String(offset)),
      ])
    return try await client.send(request, as: UserPageResponse.self).page(
      requestedOffset: offset, transform: \.user)
  }

  /// Loads one user with `GET {base}/users/{id}`.
  ///
  /// - Parameter id: The user's identifier.
  /// - Returns: The user.
  /// - Throws: A `ServiceError`; an unknown id is
  ///   `ServiceError/httpStatus(code:message:)` 404 with the server's message.
  public func user(id: Int) async throws -> User {
    let request = try client.makeRequest(.get, path: ["users", String(id)])
    return try await client.send(request, as: UserDTO.self).user
  }

  /// Deletes one user with `DELETE {base}/users/{id}`.
  ///
  /// A 2xx response without a body (`204 No Content`, or an empty `200`) is a success: the status
  /// alone confirms the deletion. A response with a body must be the deleted user.
  ///
  /// - Parameter id: The user's identifier.
  /// - Throws: A `ServiceError`; `ServiceError/invalidResponse(reason:)` when
  ///   the response has a body that does not confirm the deletion of that user (not a user,
  ///   `isDeleted` not `true`, or another `id`).
  public func deleteUser(id: Int) async throws {
    let request = try client.makeRequest(.delete, path: ["users", String(id)])
    guard let answer = try await client.sendIfPresent(request, as: DeletedUserDTO.self) else {
      return
    }
    guard answer.isDeleted, answer.id == id else {
      throw ServiceError.invalidResponse(
        reason: "DELETE users/\(id) answered isDeleted=\(answer.isDeleted) for id \(answer.id)")
    }
  }

  /// Updates a user with `PUT {base}/users/{id}` and the body
  /// `{"firstName": ..., "lastName": ..., "email": ...}`.
  ///
  /// The contract has no single name field: the name is split at its first whitespace into first
  /// and last name ("Mary Ann Smith" → "Mary", "Ann Smith").
  ///
  /// - Parameters:
  ///   - id: The user's identifier.
  ///   - update: The new name and e-mail address.
  /// - Returns: The user the server answered.
  /// - Throws: A `ServiceError`.
  public func updateUser(id: Int, with update: UserUpdate) async throws -> User {
    let request = try client.makeRequest(
      .put, path: ["users", String(id)], body: UserUpdateBody(update))
    return try await client.send(request, as: UserDTO.self).user
  }
}
