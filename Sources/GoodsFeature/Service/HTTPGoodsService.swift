import Foundation
import MVPCore
import MVPNetworking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The ``GoodsService`` of the DummyJSON products API, over `URLSession` through
/// `JSONHTTPClient`.
///
/// - ``products(offset:limit:completion:)``: `GET {base}/products?limit=L&skip=S`, answering
///   `{"products": [...], "total": T, "skip": S, "limit": N}`.
/// - ``product(id:completion:)``: `GET {base}/products/{id}`; an unknown id answers 404 with
///   `{"message": "Product with id '7' not found"}`, reported as
///   `ServiceError/httpStatus(code:message:)` carrying that message.
/// - ``addToCart(productID:quantity:stock:completion:)``: forwarded to a ``CartService``, which
///   keeps the stock rule.
///
/// Every failure of the catalogue calls is a `ServiceError`: transport errors, non-2xx statuses,
/// and bodies that are not the expected JSON (`ServiceError/invalidResponse(reason:)`); the cart's
/// are ``CartError``s.
///
/// Threading: a `Sendable` value; completions are called on a `URLSession` thread, or at once on
/// the caller's thread when the base URL cannot form a request (`ServiceError/unreachable`).
public struct HTTPGoodsService: GoodsService {
  private let client: JSONHTTPClient
  private let cart: any CartService

  /// Creates a service.
  ///
  /// - Parameters:
  ///   - baseURL: The API root, for example `https://dummyjson.com`.
  ///   - session: The session requests go through; defaults to `URLSession.shared`.
  ///   - cart: Where add-to-cart calls go; defaults to a new ``InMemoryCartService``.
  public init(
    baseURL: URL,
    session: URLSession = .shared,
    cart: any CartService = InMemoryCartService()
  ) {
    self.client = JSONHTTPClient(baseURL: baseURL, session: session)
    self.cart = cart
  }

  /// Loads one page with `GET {base}/products?limit=L&skip=S`.
  ///
  /// - Parameters:
  ///   - offset: Products to skip; negative values are sent as 0.
  ///   - limit: The most products; values below 1 are sent as 1 (the API reads 0 as "all").
  ///   - completion: Called once on a background thread with the page (items, the server's
  ///     `skip` as offset, `total`) or a `ServiceError`. The paging numbers are checked by
  ///     `PageValidation`: a `skip` other than the one sent, a negative `total` or `limit`, or a
  ///     `total` below `skip` plus the products of a non-empty page is
  ///     `ServiceError/invalidResponse(reason:)` naming the field; a `skip` past `total` with no
  ///     products and any `total` up to `Int.max` are a valid page.
  /// - Returns: A handle that cancels the request.
  public func products(
    offset: Int,
    limit: Int,
    completion: @escaping @Sendable (Result<Page<Product>, ServiceError>) -> Void
  ) -> any Cancellable {
    let skip = max(0, offset)
    let query = [
      URLQueryItem(name: "limit", value: String(max(1, limit))),
      URLQueryItem(name: "skip", value: String(skip)),
    ]
    return send(path: ["products"], query: query, as: ProductPageResponse.self) { result in
      completion(
        result.flatMap { response in
          Result { () throws(ServiceError) in try response.page(requestedOffset: skip) }
        })
    }
  }

  /// Loads one product with `GET {base}/products/{id}`.
  ///
  /// - Parameters:
  ///   - id: The product's catalogue identifier.
  ///   - completion: Called once on a background thread with the product or a
  ///     `ServiceError` (404 with the server's message for an unknown id).
  /// - Returns: A handle that cancels the request.
  public func product(
    id: Int,
    completion: @escaping @Sendable (Result<Product, ServiceError>) -> Void
  ) -> any Cancellable {
    send(path: ["products", String(id)], query: [], as: Product.self, completion: completion)
  }

  /// Adds units of a product to the cart given at creation, which keeps the stock rule.
  ///
  /// - Parameters:
  ///   - productID: The product's catalogue identifier.
  ///   - quantity: The units to add, 1 or more.
  ///   - stock: The product's units in stock, the most the cart may hold of it.
  ///   - completion: Called once, on the cart's thread, with the cart's new item count or the
  ///     ``CartError``.
  /// - Returns: A handle that cancels the addition if it has not happened yet.
  public func addToCart(
    productID: Int,
    quantity: Int,
    stock: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void
  ) -> any Cancellable {
    cart.addToCart(productID: productID, quantity: quantity, stock: stock, completion: completion)
  }

  private func send<Response: Decodable & Sendable>(
    path: [String],
    query: [URLQueryItem],
    as type: Response.Type,
    completion: @escaping @Sendable (Result<Response, ServiceError>) -> Void
  ) -> any Cancellable {
    let request: URLRequest
    do {
      request = try client.makeRequest(.get, path: path, query: query)
    } catch {
      completion(.failure(ServiceError(classifying: error)))
      return CancellationHandle()
    }
    return client.send(request, as: type, completion: completion)
  }
}
