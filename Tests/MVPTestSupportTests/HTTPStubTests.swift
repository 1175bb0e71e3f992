import Foundation
import MVPCore
import MVPNetworking
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

@Suite struct HTTPStubHeldRequestTests {
  private struct Item: Decodable, Equatable, Sendable {
    let id: Int
  }

  @Test func aHeldRequestIsAnsweredWhenTheTestSaysSo() async throws {
    let server = HTTPStub { request in
      request.url.path == "/slow" ? .hold : .json(#"{"id": 1}"#)
    }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let slow = try client.makeRequest(.get, path: ["slow"])
    let call = Task { try await client.send(slow, as: Item.self) }
    await server.waitForPendingRequests(1)
    #expect(server.pendingRequests.map(\.url.path) == ["/slow"])
    // Other requests are answered meanwhile.
    let fast = try await client.send(try client.makeRequest(.get, path: ["fast"]), as: Item.self)
    #expect(fast == Item(id: 1))

    server.answer(with: .json(#"{"id": 2}"#))
    #expect(try await call.value == Item(id: 2))
    #expect(server.pendingRequests == [])
    #expect(server.requests.map(\.url.path) == ["/slow", "/fast"])
  }

  @Test func aHeldRequestCanFailLater() async throws {
    let server = HTTPStub { _ in .hold }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.get, path: ["items"])
    let call = Task { try await client.send(request, as: Item.self) }
    await server.waitForPendingRequests(1)
    server.answer(with: .failure(.timedOut))
    await #expect(throws: ServiceError.timeout) { try await call.value }
  }

  @Test func cancellingTheCallingTaskCancelsTheRequestInFlight() async throws {
    let server = HTTPStub { _ in .hold }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.get, path: ["items", "7"])
    let call = Task { try await client.send(request, as: Item.self) }
    await server.waitForPendingRequests(1)

    call.cancel()

    await server.waitForCancelledRequests(1)
    await #expect(throws: ServiceError.cancelled) { try await call.value }
    #expect(server.cancelledRequests.map(\.url.path) == ["/items/7"])
    #expect(server.pendingRequests == [])
  }

  @Test func answeringARequestThatIsNotPendingFails() async {
    let server = HTTPStub { _ in .status(204) }
    let failures = await TestFailure.collect {
      server.answer(with: .status(200))
    }
    #expect(
      failures.map(\.message) == ["HTTPStub has 0 pending requests; there is none at index 0"])
  }

  @Test @MainActor func aRequestStillHeldWhenAPresenterTestEndsIsLeftOver() async throws {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: .stubCalls) { _ in
        let server = HTTPStub { _ in .hold }
        let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
        let request = try? client.makeRequest(.get, path: ["items"])
        let call = Task { try await client.send(request!, as: Item.self) }
        await server.waitForPendingRequests(1)
        server.answer(with: .json(#"{"id": 3}"#))
        _ = try? await call.value
        let second = Task { try await client.send(request!, as: Item.self) }
        await server.waitForPendingRequests(1)
        second.cancel()
        await server.waitForCancelledRequests(1)
        _ = Task { try await client.send(request!, as: Item.self) }
        await server.waitForPendingRequests(1)
      }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasSuffix("- HTTPStub request held open: GET ") == false)
    #expect(failures.first?.message.contains("- HTTPStub request held open: GET https://") == true)
  }
}
