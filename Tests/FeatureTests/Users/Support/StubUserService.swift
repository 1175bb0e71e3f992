import MVPCore
import MVPTestSupport
import UserFeature

/// A ``UserService`` whose every method is an ``AsyncStub`` the test answers.
final class StubUserService: UserService {
  struct PageQuery: Equatable, Sendable {
    let offset: Int
    let limit: Int
  }

  struct UpdateQuery: Equatable, Sendable {
    let id: Int
    let update: UserUpdate
  }

  let pageCalls: AsyncStub<PageQuery, Page<User>>
  let userCalls: AsyncStub<Int, User>
  let deleteCalls: AsyncStub<Int, Void>
  let updateCalls: AsyncStub<UpdateQuery, User>

  /// Creates a stub whose calls wait for the test.
  ///
  /// - Parameter honorsCancellation: `false` keeps cancelled calls answerable, to deliver late
  ///   answers to superseded requests.
  init(honorsCancellation: Bool = true) {
    pageCalls = AsyncStub(honorsCancellation: honorsCancellation)
    userCalls = AsyncStub(honorsCancellation: honorsCancellation)
    deleteCalls = AsyncStub(honorsCancellation: honorsCancellation)
    updateCalls = AsyncStub(honorsCancellation: honorsCancellation)
  }

  /// Creates a stub that answers at once from a directory of `users`.
  init(answeringFrom users: [User]) {
    pageCalls = AsyncStub { query in
      .success(
        Page(
          items: Array(users.dropFirst(query.offset).prefix(query.limit)), offset: query.offset,
          total: users.count))
    }
    userCalls = AsyncStub { id in
      users.first { $0.id == id }.map { .success($0) }
        ?? .failure(ServiceError.httpStatus(code: 404, message: nil))
    }
    deleteCalls = AsyncStub { _ in .success(()) }
    updateCalls = AsyncStub { query in
      var user = users.first { $0.id == query.id } ?? .sample(query.id)
      user.displayName = query.update.name
      user.email = query.update.email
      return .success(user)
    }
  }

  func users(offset: Int, limit: Int) async throws -> Page<User> {
    try await pageCalls.call(PageQuery(offset: offset, limit: limit))
  }

  func user(id: Int) async throws -> User {
    try await userCalls.call(id)
  }

  func deleteUser(id: Int) async throws {
    try await deleteCalls.call(id)
  }

  func updateUser(id: Int, with update: UserUpdate) async throws -> User {
    try await updateCalls.call(UpdateQuery(id: id, update: update))
  }
}
