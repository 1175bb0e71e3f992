import Foundation

/// The demo's implementation of the DummyJSON products and users contract, as a pure function
/// from request to answer: no sockets, no global state.
///
/// Routes (the source of the rules is the DummyJSON API the features speak):
/// - `GET /products?limit=L&skip=S` → `{"products": [...], "total": T, "skip": S, "limit": N}`,
///   where `N` is the number of products returned; `limit` defaults to 30 and `0` means all.
/// - `GET /products/{id}` → the product, or 404 `{"message": "Product with id '7' not found"}`.
/// - A product on the data set's flash sale carries `"flashSale": {"start": ISO 8601, "end":
///   ISO 8601, "price": number}`, placed relative to ``startedAt`` (an extension of the contract;
///   DummyJSON has no flash sales).
/// - `GET /users?limit=L&skip=S` → `{"users": [...], "total": T, "skip": S, "limit": N}`.
/// - `GET /users/{id}` → the user, or 404 `{"message": "User with id '42' not found"}`.
/// - `DELETE /users/{id}` → the user with `"isDeleted": true` and `"deletedOn"` (ISO 8601).
/// - `PUT` or `PATCH /users/{id}` with a JSON object → the user with the given fields replaced;
///   the in-process server keeps the change (``keeping(_:)``), so a profile opened again shows it.
///
/// Like DummyJSON, writes are simulated: the answer reflects the change, the data set does not
/// keep it. A malformed `limit`/`skip` or body answers 400, an unknown route 404 and a known route
/// with another method 405, each with a `{"message": ...}` body.
///
/// Threading: a `Sendable` value; ``respond(to:)`` may be called from any thread.
public struct CatalogServer: Sendable {
  /// The data set answers are drawn from, with the edits kept (``keeping(_:)``).
  public private(set) var data: CatalogData

  /// When the server started: the data set's flash sale is placed relative to it.
  public let startedAt: Date

  private let now: @Sendable () -> Date

  /// Creates a server over a data set.
  ///
  /// - Parameters:
  ///   - data: The products and users to serve.
  ///   - now: The clock that stamps `deletedOn`; defaults to the system clock.
  ///   - startedAt: The moment the flash sale is placed from; defaults to `now()`.
  public init(
    data: CatalogData, now: @escaping @Sendable () -> Date = { Date() }, startedAt: Date? = nil
  ) {
    self.data = data
    self.now = now
    self.startedAt = startedAt ?? now()
  }

  /// The data set's flash sale in absolute dates, or `nil` when it has none.
  public var flashSaleWindow: (start: Date, end: Date)? {
    data.flashSale?.window(from: startedAt)
  }

  private func served(_ product: CatalogProduct) -> ServedProduct {
    ServedProduct(product, flashSale: data.flashSale, reference: startedAt)
  }

  /// Answers one request.
  ///
  /// - Parameter request: The request.
  /// - Returns: The answer; never throws and never traps, whatever the request.
  public func respond(to request: APIRequest) -> APIResponse {
    switch (request.path.first, request.path.count) {
    case ("products", 1):
      guard request.method == "GET" else { return methodNotAllowed(request) }
      return page(of: data.products.map(served), key: "products", query: request.query)
    case ("products", 2):
      guard request.method == "GET" else { return methodNotAllowed(request) }
      return product(idText: request.path[1])
    case ("users", 1):
      guard request.method == "GET" else { return methodNotAllowed(request) }
      return page(of: data.users, key: "users", query: request.query)
    case ("users", 2):
      return user(idText: request.path[1], request: request)
    default:
      let path = "/" + request.path.joined(separator: "/")
      return .message("Route \(request.method) \(path) not found", status: 404)
    }
  }

  private func page<Item: Encodable & Sendable>(
    of items: [Item],
    key: String,
    query: [String: String]
  ) -> APIResponse {
    let window: PageWindow
    do {
      window = try PageWindow(query: query)
    } catch {
      return .message(error.message, status: 400)
    }
    let slice = window.slice(of: items)
    return .json(ItemPage(key: key, items: slice, total: items.count, skip: window.skip))
  }

  private func product(idText: String) -> APIResponse {
    guard let product = data.products.first(where: { String($0.id) == idText }) else {
      return .message("Product with id '\(idText)' not found", status: 404)
    }
    return .json(served(product))
  }

  private func user(idText: String, request: APIRequest) -> APIResponse {
    guard let user = data.users.first(where: { String($0.id) == idText }) else {
      return .message("User with id '\(idText)' not found", status: 404)
    }
    switch request.method {
    case "GET":
      return .json(user)
    case "DELETE":
      return .json(DeletedUser(user: user, deletedOn: now()))
    case "PUT", "PATCH":
      guard let update = UserUpdate(body: request.body) else {
        return .message("The request body is not a JSON object", status: 400)
      }
      return .json(update.applied(to: user))
    default:
      return methodNotAllowed(request)
    }
  }

  /// The server after `request`: a `PUT` or `PATCH` of a user that ``respond(to:)`` answers with
  /// the changed user is kept, so later answers show the change, as a real server's would
  /// (DummyJSON, whose contract this follows, only simulates writes); any other request changes
  /// nothing.
  ///
  /// - Parameter request: The request just answered.
  /// - Returns: The server with the change kept, or this server.
  public func keeping(_ request: APIRequest) -> CatalogServer {
    guard request.method == "PUT" || request.method == "PATCH", request.path.count == 2,
      request.path[0] == "users",
      let index = data.users.firstIndex(where: { String($0.id) == request.path[1] }),
      let update = UserUpdate(body: request.body)
    else { return self }
    var server = self
    server.data.users[index] = update.applied(to: data.users[index])
    return server
  }

  private func methodNotAllowed(_ request: APIRequest) -> APIResponse {
    let path = "/" + request.path.joined(separator: "/")
    return .message("Method \(request.method) is not allowed on \(path)", status: 405)
  }
}
