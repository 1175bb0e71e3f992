import Foundation
import MVPCore
import MVPDemo
import MVPNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct InProcessCatalogTests {
  struct Page: Decodable, Equatable {
    struct Item: Decodable, Equatable { let id: Int }
    let users: [Item]
    let total: Int
    let skip: Int
    let limit: Int
  }

  struct Named: Decodable, Equatable {
    let id: Int
    let firstName: String
    let email: String
  }

  let catalog = InProcessCatalog(server: CatalogServer(data: CatalogFixtures.small))

  @Test func answersThroughURLSessionLikeALiveServer() async throws {
    let client = JSONHTTPClient(baseURL: catalog.baseURL, session: catalog.session)
    let request = try client.makeRequest(
      .get, path: ["users"], query: [URLQueryItem(name: "limit", value: "2")])
    let page = try await client.send(request, as: Page.self)
    #expect(page == Page(users: [.init(id: 1), .init(id: 2)], total: 3, skip: 0, limit: 2))
  }

  @Test func sendsPutBodiesToTheServer() async throws {
    struct Body: Encodable {
      let firstName: String
      let email: String
    }
    let client = JSONHTTPClient(baseURL: catalog.baseURL, session: catalog.session)
    let request = try client.makeRequest(
      .put, path: ["users", "3"], body: Body(firstName: "Amazing", email: "grace@navy.mil"))
    let user = try await client.send(request, as: Named.self)
    #expect(user == Named(id: 3, firstName: "Amazing", email: "grace@navy.mil"))
  }

  @Test func errorAnswersBecomeTheServersMessage() async throws {
    let client = JSONHTTPClient(baseURL: catalog.baseURL, session: catalog.session)
    let request = try client.makeRequest(.get, path: ["users", "9"])
    await #expect(throws: ServiceError.httpStatus(code: 404, message: "User with id '9' not found"))
    {
      try await client.send(request, as: Named.self)
    }
  }

  @Test func catalogsAreSeparateAndStopAnsweringWhenReleased() async throws {
    var other: InProcessCatalog? = InProcessCatalog(
      server: CatalogServer(data: CatalogData(products: [], users: [])))
    let otherURL = try #require(other?.baseURL)
    #expect(otherURL != catalog.baseURL)
    other = nil
    let client = JSONHTTPClient(baseURL: otherURL, session: catalog.session)
    let request = try client.makeRequest(.get, path: ["users", "1"])
    await #expect(throws: ServiceError.unreachable) {
      try await client.send(request, as: Named.self)
    }
  }

  /// Issue 14: a catalogue taken down fails every request at the URL-protocol level with
  /// `URLError(.cannotConnectToHost)`, which the services classify as unreachable; brought back
  /// up it answers again. Another catalogue is not affected.
  @Test func aCatalogTakenDownFailsAsAServerThatCannotBeReached() async throws {
    let other = InProcessCatalog(server: CatalogServer(data: CatalogFixtures.small))
    #expect(catalog.isAnswering)
    catalog.isAnswering = false
    #expect(!catalog.isAnswering)
    let url = catalog.baseURL.appendingPathComponent("users/1")
    do {
      _ = try await catalog.session.data(from: url)
      Issue.record("a request to a server that is down was answered")
    } catch {
      #expect((error as? URLError)?.code == .cannotConnectToHost)
      #expect(ServiceError(classifying: error) == .unreachable)
    }
    let client = JSONHTTPClient(baseURL: catalog.baseURL, session: catalog.session)
    let request = try client.makeRequest(.get, path: ["users", "1"])
    await #expect(throws: ServiceError.unreachable) {
      try await client.send(request, as: Named.self)
    }
    let otherClient = JSONHTTPClient(baseURL: other.baseURL, session: other.session)
    let named = try await otherClient.send(
      try otherClient.makeRequest(.get, path: ["users", "1"]), as: Named.self)
    #expect(named.id == 1)
    catalog.isAnswering = true
    #expect(try await client.send(request, as: Named.self).id == 1)
  }
}
