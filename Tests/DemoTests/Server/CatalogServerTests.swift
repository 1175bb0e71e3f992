import Foundation
import MVPDemo
import Testing

@Suite struct CatalogServerTests {
  let server = CatalogServer(data: CatalogFixtures.small, now: { CatalogFixtures.moment })

  func get(_ target: String) -> APIResponse {
    server.respond(to: APIRequest(method: "GET", url: URL(string: target)!))
  }

  @Test func productsPageAnswersTheWindowWithTotalSkipAndReturnedCount() {
    let answer = get("/products?limit=2&skip=1")
    #expect(answer.status == 200)
    #expect(answer.headers["Content-Type"] == "application/json")
    let body = jsonObject(answer.body)
    #expect(ids(body, "products") == [2, 3])
    #expect(body["total"] as? Int == 5)
    #expect(body["skip"] as? Int == 1)
    #expect(body["limit"] as? Int == 2)
  }

  @Test func lastPageAnswersLimitAsTheNumberReturned() {
    let body = jsonObject(get("/products?limit=3&skip=3").body)
    #expect(ids(body, "products") == [4, 5])
    #expect(body["limit"] as? Int == 2)
    #expect(body["total"] as? Int == 5)
  }

  @Test func limitZeroAnswersEverythingFromSkip() {
    let body = jsonObject(get("/products?limit=0&skip=2").body)
    #expect(ids(body, "products") == [3, 4, 5])
    #expect(body["limit"] as? Int == 3)
  }

  @Test func missingLimitDefaultsToThirtyAndSkipToZero() {
    let data = CatalogData(
      products: (1...40).map { CatalogFixtures.product($0, "P\($0)") }, users: [])
    let answer = CatalogServer(data: data).respond(
      to: APIRequest(method: "GET", path: ["products"]))
    let body = jsonObject(answer.body)
    #expect(ids(body, "products") == Array(1...30))
    #expect(body["skip"] as? Int == 0)
  }

  @Test func skipPastTheEndAnswersAnEmptyPage() {
    let body = jsonObject(get("/products?limit=10&skip=50").body)
    #expect(ids(body, "products") == [])
    #expect(body["limit"] as? Int == 0)
    #expect(body["skip"] as? Int == 50)
  }

  @Test(arguments: ["limit=-1", "limit=abc", "skip=1.5", "skip="])
  func malformedWindowAnswers400WithAMessage(query: String) {
    let answer = get("/products?\(query)")
    #expect(answer.status == 400)
    #expect((jsonObject(answer.body)["message"] as? String)?.hasPrefix("Invalid '") == true)
  }

  @Test func productByIDAnswersTheProductWithoutBrandKeyWhenUnbranded() {
    let branded = jsonObject(get("/products/3").body)
    #expect(branded["id"] as? Int == 3)
    #expect(branded["brand"] as? String == "Brand")
    #expect(branded["price"] as? Double == 9.99)
    let unbranded = jsonObject(get("/products/2").body)
    #expect(unbranded["title"] as? String == "Product 2")
    #expect(unbranded.keys.contains("brand") == false)
  }

  @Test func priceIsEncodedAsTheShortestDecimalText() {
    let text = String(decoding: get("/products/1").body, as: UTF8.self)
    #expect(text.contains(#""price":9.99,"#))
  }

  @Test(arguments: ["7", "abc", "0"])
  func unknownProductAnswers404InTheDummyJSONShape(id: String) {
    let answer = get("/products/\(id)")
    #expect(answer.status == 404)
    #expect(jsonObject(answer.body)["message"] as? String == "Product with id '\(id)' not found")
  }

  @Test func usersPageAndUserByID() {
    let page = jsonObject(get("/users?limit=2&skip=0").body)
    #expect(ids(page, "users") == [1, 2])
    #expect(page["total"] as? Int == 3)
    #expect(page["limit"] as? Int == 2)
    let user = jsonObject(get("/users/2").body)
    #expect(user["firstName"] as? String == "Alan")
    #expect(user["lastName"] as? String == "Turing")
    #expect(user["email"] as? String == "alan@example.com")
  }

  @Test func unknownUserAnswers404() {
    let answer = get("/users/42")
    #expect(answer.status == 404)
    #expect(jsonObject(answer.body)["message"] as? String == "User with id '42' not found")
  }

  @Test func deleteAnswersTheUserMarkedDeletedWithTimestampAndKeepsTheData() {
    let answer = server.respond(to: APIRequest(method: "delete", path: ["users", "2"]))
    #expect(answer.status == 200)
    let body = jsonObject(answer.body)
    #expect(body["id"] as? Int == 2)
    #expect(body["firstName"] as? String == "Alan")
    #expect(body["isDeleted"] as? Bool == true)
    #expect(body["deletedOn"] as? String == "2024-05-01T12:00:00.000Z")
    #expect(get("/users/2").status == 200)
  }

  @Test func putAnswersTheUpdatedUserIgnoringUnknownFields() {
    let body = Data(
      #"{"firstName": "Ada", "lastName": "King", "email": "ada@king.org", "x": 1}"#.utf8)
    let answer = server.respond(to: APIRequest(method: "PUT", path: ["users", "1"], body: body))
    #expect(answer.status == 200)
    let user = jsonObject(answer.body)
    #expect(user["firstName"] as? String == "Ada")
    #expect(user["lastName"] as? String == "King")
    #expect(user["email"] as? String == "ada@king.org")
    #expect(user["username"] as? String == "ada")
    #expect(user.keys.contains("x") == false)
  }

  @Test(arguments: ["[1, 2]", "{\"email\": 3}", "not json"])
  func putWithABodyThatIsNotAnUpdateAnswers400(text: String) {
    let answer = server.respond(
      to: APIRequest(method: "PUT", path: ["users", "1"], body: Data(text.utf8)))
    #expect(answer.status == 400)
    #expect(
      jsonObject(answer.body)["message"] as? String == "The request body is not a JSON object")
  }

  @Test func putToAnUnknownUserAnswers404() {
    let answer = server.respond(
      to: APIRequest(method: "PUT", path: ["users", "9"], body: Data("{}".utf8)))
    #expect(answer.status == 404)
  }

  @Test func unknownRouteAnswers404AndWrongMethod405() {
    let unknown = get("/carts")
    #expect(unknown.status == 404)
    #expect(jsonObject(unknown.body)["message"] as? String == "Route GET /carts not found")
    let wrong = server.respond(to: APIRequest(method: "POST", path: ["products"]))
    #expect(wrong.status == 405)
    #expect(
      jsonObject(wrong.body)["message"] as? String == "Method POST is not allowed on /products")
    #expect(
      server.respond(to: APIRequest(method: "DELETE", path: ["products", "1"])).status == 405)
  }

  @Test func requestFromAnAbsoluteURLDecodesPathAndQuery() {
    let request = APIRequest(
      method: "get", url: URL(string: "https://h.invalid/api/users%202?limit=5&skip=1&limit=6")!)
    #expect(request.method == "GET")
    #expect(request.path == ["api", "users 2"])
    #expect(request.query == ["limit": "6", "skip": "1"])
  }
}
