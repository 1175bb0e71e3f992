import Foundation
import MVPCore
import MVPDemo
import MVPNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The test server itself: it must speak enough HTTP/1.1 for URLSession, stop, and be
/// unreachable when asked.
@Suite struct LoopbackHTTPServerTests {
  struct Named: Decodable, Equatable {
    let id: Int
    let firstName: String
  }

  func client(_ base: String) throws -> JSONHTTPClient {
    JSONHTTPClient(
      baseURL: try #require(URL(string: base)), session: URLSession(configuration: .ephemeral))
  }

  @Test func servesTheContractOverASocket() async throws {
    let server = try LoopbackHTTPServer(serving: CatalogFixtures.small)
    defer { server.stop() }
    let client = try client(server.baseURL)
    let user = try await client.send(
      try client.makeRequest(.get, path: ["users", "2"]), as: Named.self)
    #expect(user == Named(id: 2, firstName: "Alan"))
    struct Body: Encodable { let firstName: String }
    let put = try client.makeRequest(.put, path: ["users", "3"], body: Body(firstName: "Amazing"))
    #expect(try await client.send(put, as: Named.self) == Named(id: 3, firstName: "Amazing"))
    await #expect(throws: ServiceError.httpStatus(code: 404, message: "User with id '8' not found"))
    {
      try await client.send(try client.makeRequest(.get, path: ["users", "8"]), as: Named.self)
    }
    #expect(server.requests == ["GET /users/2", "PUT /users/3", "GET /users/8"])
  }

  @Test func refusesConnectionsOnceStopped() async throws {
    let server = try LoopbackHTTPServer(serving: CatalogFixtures.small)
    let client = try client(server.baseURL)
    server.stop()
    server.stop()
    await #expect(throws: ServiceError.unreachable) {
      try await client.send(try client.makeRequest(.get, path: ["users", "1"]), as: Named.self)
    }
  }

  @Test func stopsByItselfAfterItsConnectionLimit() async throws {
    let server = try LoopbackHTTPServer(maximumConnections: 1) { _ in .message("hi", status: 200) }
    defer { server.stop() }
    let client = try client(server.baseURL)
    struct Message: Decodable { let message: String }
    let first = try await client.send(try client.makeRequest(.get, path: ["x"]), as: Message.self)
    #expect(first.message == "hi")
    await #expect(throws: ServiceError.unreachable) {
      try await client.send(try client.makeRequest(.get, path: ["x"]), as: Message.self)
    }
  }

  @Test func unreachableBaseURLRefusesConnections() async throws {
    let client = try client(try LoopbackHTTPServer.unreachableBaseURL())
    await #expect(throws: ServiceError.unreachable) {
      try await client.send(try client.makeRequest(.get, path: ["users"]), as: Named.self)
    }
  }
}
