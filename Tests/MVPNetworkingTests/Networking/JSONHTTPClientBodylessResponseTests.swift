import Foundation
import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private struct Deleted: Codable, Equatable, Sendable {
  let id: Int
}

/// Regression (issue 9, part 5): a 2xx response without a body was `invalidResponse` for every
/// operation, even one that needs no body.
@Suite(.presenterTest) struct JSONHTTPClientBodylessResponseTests {
  private static let bodyless: [HTTPStub.Answer] = [
    .status(204),
    .status(200),
    .status(202),
    .response(status: 200, headers: ["Content-Type": "application/json"], body: Data(" \n".utf8)),
    .response(status: 205, headers: [:], body: Data()),
  ]

  @Test(arguments: bodyless)
  func aBodylessSuccessIsSuccessWhenTheBodyIsIgnored(answer: HTTPStub.Answer) async throws {
    let server = HTTPStub { _ in answer }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    try await client.sendIgnoringBody(try client.makeRequest(.delete, path: ["carts", "1"]))
    #expect(server.requests.map(\.method) == ["DELETE"])
  }

  @Test(arguments: bodyless)
  func aBodylessSuccessIsNilWhenTheBodyIsOptional(answer: HTTPStub.Answer) async throws {
    let server = HTTPStub { _ in answer }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.delete, path: ["carts", "1"])
    #expect(try await client.sendIfPresent(request, as: Deleted.self) == nil)
  }

  @Test func anOptionalBodyThatIsPresentIsDecoded() async throws {
    let server = HTTPStub { _ in .json(#"{"id": 4}"#) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.delete, path: ["carts", "4"])
    #expect(try await client.sendIfPresent(request, as: Deleted.self) == Deleted(id: 4))
  }

  @Test(arguments: [
    HTTPStub.Answer.json(#"{"id": "four"}"#),
    .json("null"),
    .response(status: 200, headers: [:], body: Data("<html>ok</html>".utf8)),
  ])
  func anOptionalBodyThatIsPresentButWrongIsAnInvalidResponse(answer: HTTPStub.Answer)
    async throws
  {
    let server = HTTPStub { _ in answer }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.delete, path: ["carts", "4"])
    let error = await #expect(throws: ServiceError.self) {
      try await client.sendIfPresent(request, as: Deleted.self)
    }
    guard case .invalidResponse = error else {
      Issue.record("expected invalidResponse, got \(String(describing: error))")
      return
    }
  }

  @Test func aBodyThatIsIgnoredIsNotRead() async throws {
    let server = HTTPStub { _ in .json("<not json at all>") }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    try await client.sendIgnoringBody(try client.makeRequest(.post, path: ["ping"]))
  }

  @Test(arguments: [
    (HTTPStub.Answer.status(404), ServiceError.httpStatus(code: 404, message: nil)),
    (.json(#"{"message": "gone"}"#, status: 410), .httpStatus(code: 410, message: "gone")),
    (.status(301), .httpStatus(code: 301, message: nil)),
    (.failure(.timedOut), .timeout),
  ])
  func failuresStayFailures(answer: HTTPStub.Answer, expected: ServiceError) async throws {
    let server = HTTPStub { _ in answer }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.delete, path: ["carts", "1"])
    await #expect(throws: expected) { try await client.sendIgnoringBody(request) }
    await #expect(throws: expected) { try await client.sendIfPresent(request, as: Deleted.self) }
  }

  @Test func theCompletionHandlerVariantAnswersSuccessForA204() async throws {
    let server = HTTPStub { _ in .status(204) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.delete, path: ["carts", "1"])
    let result: Result<Void, ServiceError> = await withCheckedContinuation { continuation in
      _ = client.sendIgnoringBody(request) { continuation.resume(returning: $0) }
    }
    #expect(throws: Never.self) { try result.get() }
  }

  @Test func aCancelledTaskSendsNothing() async throws {
    let server = HTTPStub { _ in .status(204) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.delete, path: ["carts", "1"])
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await client.sendIgnoringBody(request)
    }
    await #expect(throws: ServiceError.cancelled) { try await task.value }
    #expect(server.requests.isEmpty)
  }

  @Test func decodeIfPresentReadsA204AsNoBody() throws {
    let url = URL(string: "https://api.example.com/x")!
    let noContent = HTTPURLResponse(url: url, statusCode: 204, httpVersion: nil, headerFields: nil)
    #expect(
      try JSONHTTPClient.decodeIfPresent(Deleted.self, data: Data(), response: noContent) == nil)
    #expect(throws: ServiceError.self) {
      try JSONHTTPClient.decode(Deleted.self, data: Data(), response: noContent)
    }
  }
}
