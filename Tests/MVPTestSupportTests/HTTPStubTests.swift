import Foundation
import MVPCore
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HTTPStubTests {
  private struct Greeting: Codable, Equatable, Sendable {
    let text: String
  }

  @Test func twoStubsSeeOnlyTheirOwnRequests() async throws {
    let first = HTTPStub { _ in .json(#"{"text": "first"}"#) }
    let second = HTTPStub { _ in .json(#"{"text": "second"}"#) }
    #expect(first.baseURL != second.baseURL)
    let firstClient = JSONHTTPClient(baseURL: first.baseURL, session: first.session)
    let secondClient = JSONHTTPClient(baseURL: second.baseURL, session: second.session)

    let a = try await firstClient.send(
      try firstClient.makeRequest(.get, path: ["a"]), as: Greeting.self)
    let b = try await secondClient.send(
      try secondClient.makeRequest(.get, path: ["b"]), as: Greeting.self)
    let c = try await firstClient.send(
      try firstClient.makeRequest(.get, path: ["c"]), as: Greeting.self)

    #expect([a, b, c].map(\.text) == ["first", "second", "first"])
    #expect(first.requests.map(\.url.path) == ["/a", "/c"])
    #expect(second.requests.map(\.url.path) == ["/b"])
  }

  @Test func recordsMethodHeadersBodyAndQuery() async throws {
    let server = HTTPStub { _ in .status(204) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    var request = try client.makeRequest(
      .post, path: ["greetings"], query: [URLQueryItem(name: "lang", value: "en")],
      body: Greeting(text: "hi"))
    request.setValue("abc", forHTTPHeaderField: "X-Trace")
    _ = try? await client.send(request, as: Greeting.self)

    let received = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(received.method == "POST")
    #expect(received.url.path == "/greetings")
    #expect(received.queryValue("lang") == "en")
    #expect(received.headers["X-Trace"] == "abc")
    #expect(received.headers["Content-Type"] == "application/json")
    #expect(try JSONDecoder().decode(Greeting.self, from: received.body) == Greeting(text: "hi"))
  }

  @Test func answersWithStatusHeadersAndFailures() async throws {
    let server = HTTPStub { request in
      switch request.url.path {
      case "/created":
        .response(status: 201, headers: ["X-Id": "9"], body: Data(#"{"text": "made"}"#.utf8))
      case "/missing": .json(#"{"message": "No such greeting"}"#, status: 404)
      default: .failure(.timedOut)
      }
    }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let (data, response) = try await server.session.data(
      for: try client.makeRequest(.get, path: ["created"]))
    #expect((response as? HTTPURLResponse)?.statusCode == 201)
    #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "X-Id") == "9")
    #expect(try JSONDecoder().decode(Greeting.self, from: data) == Greeting(text: "made"))

    await #expect(throws: ServiceError.httpStatus(code: 404, message: "No such greeting")) {
      try await client.send(try client.makeRequest(.get, path: ["missing"]), as: Greeting.self)
    }
    await #expect(throws: ServiceError.timeout) {
      try await client.send(try client.makeRequest(.get, path: ["slow"]), as: Greeting.self)
    }
  }

  @Test func aHostNoStubOwnsCannotBeFound() async throws {
    let server = HTTPStub { _ in .status(200) }
    let stray = JSONHTTPClient(
      baseURL: URL(string: "https://nobody.stub.invalid")!, session: server.session)
    await #expect(throws: ServiceError.unreachable) {
      try await stray.send(try stray.makeRequest(.get, path: ["x"]), as: Greeting.self)
    }
    #expect(server.requests == [])
  }
}
