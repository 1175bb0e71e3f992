import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@Suite(.presenterTest) struct HTTPGoodsServiceTests {
  private func money(_ text: String) -> Decimal { GoodsSamples.money(text) }

  private func loadPage(
    _ service: HTTPGoodsService, offset: Int, limit: Int
  ) async -> Result<Page<Product>, ServiceError> {
    await withCheckedContinuation { continuation in
      _ = service.products(offset: offset, limit: limit) { continuation.resume(returning: $0) }
    }
  }

  private func loadProduct(
    _ service: HTTPGoodsService, id: Int
  ) async -> Result<Product, ServiceError> {
    await withCheckedContinuation { continuation in
      _ = service.product(id: id) { continuation.resume(returning: $0) }
    }
  }

  @Test func loadsAPageWithLimitAndSkip() async throws {
    let body = try GoodsFixture.text("products-page")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session)

    let page = try await loadPage(service, offset: 0, limit: 3).get()

    #expect(page.offset == 0)
    #expect(page.total == 5)
    #expect(page.items.map(\.id) == [1, 2, 3])
    #expect(
      page.items.first
        == Product(
          id: 1, title: "Rose Hand Cream", description: "A rich cream that smells of garden roses.",
          category: "beauty", price: money("9.99"), discountPercentage: money("10.48"),
          rating: 4.56, stock: 3, tags: ["beauty", "hands"], brand: "Petalcraft",
          availabilityStatus: .lowStock, shippingInformation: "Ships in 2 days",
          minimumOrderQuantity: 2,
          thumbnail: URL(string: "https://cdn.example.com/products/1/thumbnail.png")))
    #expect(page.items.map(\.brand) == ["Petalcraft", nil, "Boilwell"])
    #expect(page.items.map(\.price) == [money("9.99"), money("19.99"), money("1299.99")])
    #expect(page.items.map(\.availabilityStatus) == [.lowStock, .inStock, .outOfStock])
    #expect(server.requests.count == 1)
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.url.path == "/products")
    #expect(request.queryValue("limit") == "3")
    #expect(request.queryValue("skip") == "0")
    #expect(request.headers["Accept"] == "application/json")
  }

  @Test func sendsTheOffsetAsSkipUnderTheBasePath() async throws {
    let server = HTTPStub { _ in
      .json(#"{"products": [], "total": 40, "skip": 40, "limit": 0}"#)
    }
    let service = HTTPGoodsService(
      baseURL: server.baseURL.appendingPathComponent("api"), session: server.session)

    let page = try await loadPage(service, offset: 40, limit: 20).get()

    #expect(page == Page(items: [], offset: 40, total: 40))
    let request = try #require(server.requests.first)
    #expect(request.url.path == "/api/products")
    #expect(request.queryValue("limit") == "20")
    #expect(request.queryValue("skip") == "40")
  }

  @Test func clampsANegativeOffsetAndAZeroLimit() async throws {
    let body = try GoodsFixture.text("products-empty")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session)

    let page = try await loadPage(service, offset: -5, limit: 0).get()

    #expect(page == Page(items: [], offset: 0, total: 0))
    let request = try #require(server.requests.first)
    #expect(request.queryValue("limit") == "1")
    #expect(request.queryValue("skip") == "0")
  }

  @Test func loadsOneProductWithoutBrand() async throws {
    let body = try GoodsFixture.text("product-2")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session)

    let product = try await loadProduct(service, id: 2).get()

    #expect(product.id == 2)
    #expect(product.brand == nil)
    #expect(product.price == money("19.99"))
    let request = try #require(server.requests.first)
    #expect(request.method == "GET")
    #expect(request.url.path == "/products/2")
    #expect(request.url.query == nil)
  }

  @Test func aMissingProductCarriesTheServersMessage() async throws {
    let body = try GoodsFixture.text("product-not-found")
    let server = HTTPStub { _ in .json(body, status: 404) }
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session)

    let result = await loadProduct(service, id: 7)

    #expect(result == .failure(.httpStatus(code: 404, message: "Product with id '7' not found")))
    #expect(server.requests.map(\.url.path) == ["/products/7"])
  }

  @Test(
    "transport and status failures are typed",
    arguments: [
      (HTTPStub.Answer.status(500), ServiceError.httpStatus(code: 500, message: nil)),
      (
        .json(#"{"message": "Service unavailable"}"#, status: 503),
        .httpStatus(code: 503, message: "Service unavailable")
      ),
      (.failure(.timedOut), .timeout),
      (.failure(.notConnectedToInternet), .offline),
      (.failure(.cannotFindHost), .unreachable),
    ])
  func typedFailures(answer: HTTPStub.Answer, expected: ServiceError) async {
    let server = HTTPStub { _ in answer }
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session)

    #expect(await loadPage(service, offset: 0, limit: 20) == .failure(expected))
    #expect(await loadProduct(service, id: 1) == .failure(expected))
  }

  @Test(
    "bodies that are not the expected JSON are invalid responses",
    arguments: [
      "<html><body><h1>502 Bad Gateway</h1></body></html>",
      #"{"products": [{"id": 1, "title": "Rose Hand Cr"#,
      #"{"products": [{"id": 1, "title": "No price", "stock": 1}], "total": 1, "skip": 0}"#,
      #"{"items": [], "total": 0, "skip": 0}"#,
      "",
    ])
  func invalidPageBodies(body: String) async {
    let server = HTTPStub { _ in
      .response(status: 200, headers: ["Content-Type": "text/html"], body: Data(body.utf8))
    }
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session)

    let result = await loadPage(service, offset: 0, limit: 20)

    guard case .failure(.invalidResponse) = result else {
      Issue.record("expected invalidResponse, got \(result)")
      return
    }
  }

  @Test func truncatedFixtureIsAnInvalidResponse() async throws {
    let body = String(try GoodsFixture.text("products-page").prefix(400))
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session)

    let result = await loadPage(service, offset: 0, limit: 20)

    guard case .failure(.invalidResponse) = result else {
      Issue.record("expected invalidResponse, got \(result)")
      return
    }
  }

  @Test func aBaseURLWithoutSchemeFailsAtOnce() {
    let service = HTTPGoodsService(baseURL: URL(string: "dummyjson.com")!)
    let answers = GoodsAnswerLog<Result<Int, ServiceError>>()

    _ = service.products(offset: 0, limit: 20) { answers.append($0.map(\.total)) }

    #expect(answers.values == [.failure(.unreachable)])
  }

  @Test func addsToTheCartWithoutTheNetwork() async throws {
    let server = HTTPStub { _ in .status(500) }
    let cart = InMemoryCartService()
    let service = HTTPGoodsService(baseURL: server.baseURL, session: server.session, cart: cart)

    let count: Result<Int, CartError> = await withCheckedContinuation { continuation in
      _ = service.addToCart(productID: 3, quantity: 2, stock: 5) {
        continuation.resume(returning: $0)
      }
    }

    #expect(count == .success(2))
    #expect(cart.quantity(of: 3) == 2)
    #expect(server.requests.isEmpty)
  }
}
