import Foundation
import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private struct Item: Codable, Equatable, Sendable {
  let id: Int
  let name: String
}

@Suite(.presenterTest) struct JSONHTTPClientTests {
  @Test func buildsPercentEncodedURLsFromComponents() throws {
    let client = JSONHTTPClient(baseURL: URL(string: "https://api.example.com/v1/")!)
    let request = try client.makeRequest(
      .get, path: ["users", "a b/c"], query: [URLQueryItem(name: "q", value: "x y")])
    #expect(request.url?.absoluteString == "https://api.example.com/v1/users/a%20b%2Fc?q=x%20y")
    #expect(request.httpMethod == "GET")
    #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
  }

  @Test func rejectsBaseURLWithoutScheme() {
    let client = JSONHTTPClient(baseURL: URL(string: "example.com")!)
    #expect(throws: ServiceError.unreachable) { try client.makeRequest(.get, path: ["x"]) }
  }

  @Test func encodesJSONBody() throws {
    let client = JSONHTTPClient(baseURL: URL(string: "https://api.example.com")!)
    let request = try client.makeRequest(.put, path: ["items", "1"], body: Item(id: 1, name: "A"))
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(try JSONDecoder().decode(Item.self, from: request.httpBody!) == Item(id: 1, name: "A"))
  }

  @Test func decodesSuccessAndSendsBody() async throws {
    let server = HTTPStub { _ in .json(#"{"id": 7, "name": "Seven", "extra": [1, 2]}"#) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.put, path: ["items", "7"], body: Item(id: 7, name: "S"))
    let item = try await client.send(request, as: Item.self)
    #expect(item == Item(id: 7, name: "Seven"))
    #expect(server.requests.map(\.method) == ["PUT"])
    #expect(
      try JSONDecoder().decode(Item.self, from: server.requests[0].body) == Item(id: 7, name: "S"))
  }

  @Test(arguments: [
    (
      HTTPStub.Answer.json(#"{"message": "Item with id '9' not found"}"#, status: 404),
      ServiceError.httpStatus(code: 404, message: "Item with id '9' not found")
    ),
    (.status(500), .httpStatus(code: 500, message: nil)),
    (
      .response(status: 200, headers: [:], body: Data("<html>oops</html>".utf8)),
      .invalidResponse(reason: "")
    ),
    (.json(#"{"id": 1, "na"#), .invalidResponse(reason: "")),
    (.failure(.timedOut), .timeout),
    (.failure(.notConnectedToInternet), .offline),
    (.failure(.cannotConnectToHost), .unreachable),
  ])
  func classifiesFailures(answer: HTTPStub.Answer, expected: ServiceError) async throws {
    let server = HTTPStub { _ in answer }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.get, path: ["items", "9"])
    do {
      _ = try await client.send(request, as: Item.self)
      Issue.record("expected \(expected)")
    } catch let error as ServiceError {
      if case .invalidResponse = expected, case .invalidResponse = error { return }
      #expect(error == expected)
    }
  }

  @Test func completionHandlerVariantAnswers() async throws {
    let server = HTTPStub { _ in .json(#"{"id": 3, "name": "Three"}"#) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.get, path: ["items", "3"])
    let result: Result<Item, ServiceError> = await withCheckedContinuation { continuation in
      _ = client.send(request, as: Item.self) { continuation.resume(returning: $0) }
    }
    #expect(try result.get() == Item(id: 3, name: "Three"))
  }

  @Test func completionHandlerVariantClassifiesFailuresAndAnswersOffTheMainQueue() async throws {
    let server = HTTPStub { request in
      request.url.path == "/down" ? .status(503) : .failure(.notConnectedToInternet)
    }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    for (path, expected) in [
      ("down", ServiceError.httpStatus(code: 503, message: nil)), ("x", .offline),
    ] {
      let request = try client.makeRequest(.get, path: [path])
      let (result, onMainQueue) = await withCheckedContinuation { continuation in
        _ = client.send(request, as: Item.self) {
          continuation.resume(returning: ($0, MainQueue.isCurrent))
        }
      }
      #expect(result == .failure(expected))
      #expect(onMainQueue == false)
    }
  }

  @Test func appendsPathSegmentsToABaseWithoutTrailingSlashAndOmitsAnEmptyQuery() throws {
    let client = JSONHTTPClient(baseURL: URL(string: "https://api.example.com/v1")!)
    let request = try client.makeRequest(.delete, path: ["carts", "7"])
    #expect(request.url?.absoluteString == "https://api.example.com/v1/carts/7")
    #expect(request.httpMethod == "DELETE")
    #expect(request.httpBody == nil)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
  }

  @Test func sendsQueryItemsThatTheServerCanRead() async throws {
    let server = HTTPStub { _ in .json(#"{"id": 1, "name": "One"}"#) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(
      .get, path: ["products", "search"],
      query: [
        URLQueryItem(name: "q", value: "red & blue"), URLQueryItem(name: "limit", value: "10"),
      ])
    _ = try await client.send(request, as: Item.self)
    #expect(server.requests.count == 1)
    #expect(server.requests.first?.url.path == "/products/search")
    #expect(server.requests.first?.queryValue("q") == "red & blue")
    #expect(server.requests.first?.queryValue("limit") == "10")
    #expect(server.requests.first?.queryValue("absent") == nil)
    #expect(server.requests.first?.headers["Accept"] == "application/json")
  }

  @Test func aBodyThatCannotBeEncodedIsATypedError() throws {
    let client = JSONHTTPClient(baseURL: URL(string: "https://api.example.com")!)
    do {
      _ = try client.makeRequest(.post, path: ["x"], body: ["price": Double.nan])
      Issue.record("encoding NaN should fail")
    } catch let error as ServiceError {
      guard case .invalidResponse(let reason) = error else {
        Issue.record("expected invalidResponse, got \(error)")
        return
      }
      #expect(reason.hasPrefix("request body: "))
    }
  }

  @Test func decodeRejectsANonHTTPResponse() {
    let response = URLResponse(
      url: URL(string: "file:///tmp/x")!, mimeType: nil, expectedContentLength: 0,
      textEncodingName: nil)
    #expect(throws: ServiceError.invalidResponse(reason: "not an HTTP response")) {
      try JSONHTTPClient.decode(Item.self, data: Data("{}".utf8), response: response)
    }
    #expect(throws: ServiceError.invalidResponse(reason: "not an HTTP response")) {
      try JSONHTTPClient.decode(Item.self, data: Data(), response: nil)
    }
  }

  @Test func decodeKeepsTheStatusWhenTheErrorBodyIsNotJSON() throws {
    let url = URL(string: "https://api.example.com/x")!
    let notFound = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
    #expect(throws: ServiceError.httpStatus(code: 404, message: nil)) {
      try JSONHTTPClient.decode(
        Item.self, data: Data("<h1>Not Found</h1>".utf8), response: notFound)
    }
    let created = HTTPURLResponse(url: url, statusCode: 201, httpVersion: nil, headerFields: nil)
    #expect(
      try JSONHTTPClient.decode(
        Item.self, data: Data(#"{"id":1,"name":"A"}"#.utf8), response: created)
        == Item(id: 1, name: "A"))
    let redirect = HTTPURLResponse(url: url, statusCode: 304, httpVersion: nil, headerFields: nil)
    #expect(throws: ServiceError.httpStatus(code: 304, message: nil)) {
      try JSONHTTPClient.decode(Item.self, data: Data(), response: redirect)
    }
  }

  @Test func methodsUseTheirHTTPNames() {
    #expect(
      [HTTPMethod.get, .post, .put, .patch, .delete].map(\.rawValue) == [
        "GET", "POST", "PUT", "PATCH", "DELETE",
      ])
  }
}
