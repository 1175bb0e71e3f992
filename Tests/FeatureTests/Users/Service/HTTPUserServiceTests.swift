import Foundation
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.presenterTest) struct HTTPUserServiceTests {
  private let amara = User(
    id: 7, displayName: "Amara Okafor", email: "amara.okafor@x.dummyjson.com",
    avatarURL: URL(string: "https://dummyjson.com/icon/amarao/128"), username: "amarao",
    phone: "+234 803-555-0107")

  @Test func loadsAPageIgnoringUnknownFields() async throws {
    let body = try UserFixture.text("users-page.json")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    let page = try await service.users(offset: 60, limit: 3)

    #expect(page.offset == 60)
    #expect(page.total == 208)
    #expect(
      page.items == [
        User(
          id: 61, displayName: "Ingrid Halvorsen", email: "ingrid.halvorsen@x.dummyjson.com",
          avatarURL: URL(string: "https://dummyjson.com/icon/ingridh/128"), username: "ingridh",
          phone: "+47 412-555-0161"),
        User(
          id: 62, displayName: "Tomás Ferreira", email: "tomas.ferreira@x.dummyjson.com",
          avatarURL: URL(string: "https://dummyjson.com/icon/tomasf/128"), username: "tomasf",
          phone: "+351 912-555-0162"),
        User(
          id: 63, displayName: "Mei Tanaka", email: "mei.tanaka@x.dummyjson.com",
          avatarURL: nil, username: "meit", phone: "+81 90-555-0163"),
      ])
    let request = try #require(server.requests.first)
    #expect(server.requests.count == 1)
    #expect(request.method == "GET")
    #expect(request.url.path == "/users")
    #expect(request.queryValue("limit") == "3")
    #expect(request.queryValue("skip") == "60")
    #expect(request.headers["Accept"] == "application/json")
    #expect(request.body.isEmpty)
  }

  @Test func loadsOneUser() async throws {
    let body = try UserFixture.text("user.json")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    let user = try await service.user(id: 7)

    #expect(user == amara)
    #expect(server.requests.map(\.method) == ["GET"])
    #expect(server.requests.map(\.url.path) == ["/users/7"])
    #expect(server.requests.first?.url.query == nil)
  }

  @Test func keepsThePathOfTheBaseURL() async throws {
    let body = try UserFixture.text("user.json")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPUserService(
      baseURL: server.baseURL.appendingPathComponent("api/v2"), session: server.session)

    _ = try await service.user(id: 7)

    #expect(server.requests.map(\.url.path) == ["/api/v2/users/7"])
  }

  @Test func deletesAUser() async throws {
    let body = try UserFixture.text("user-deleted.json")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    try await service.deleteUser(id: 7)

    #expect(server.requests.map(\.method) == ["DELETE"])
    #expect(server.requests.map(\.url.path) == ["/users/7"])
  }

  @Test(arguments: [
    #"{"id": 7, "isDeleted": false}"#, #"{"id": 8, "isDeleted": true}"#, #"{"id": 7}"#,
  ])
  func aDeleteTheServerDoesNotConfirmIsAnInvalidResponse(body: String) async throws {
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    let error = await #expect(throws: ServiceError.self) { try await service.deleteUser(id: 7) }

    guard case .invalidResponse = error else {
      Issue.record("expected invalidResponse, got \(String(describing: error))")
      return
    }
  }

  @Test func updatesAUserWithAJSONBody() async throws {
    let body = try UserFixture.text("user-updated.json")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    let user = try await service.updateUser(
      id: 7, with: UserUpdate(name: "Amara Okafor-Bello", email: "amara@okafor.example"))

    #expect(
      user
        == User(
          id: 7, displayName: "Amara Okafor-Bello", email: "amara@okafor.example",
          avatarURL: URL(string: "https://dummyjson.com/icon/amarao/128"), username: "amarao",
          phone: "+234 803-555-0107"))
    let request = try #require(server.requests.first)
    #expect(request.method == "PUT")
    #expect(request.url.path == "/users/7")
    #expect(request.headers["Content-Type"] == "application/json")
    let sent = try JSONSerialization.jsonObject(with: request.body) as? [String: String]
    #expect(
      sent == [
        "firstName": "Amara", "lastName": "Okafor-Bello", "email": "amara@okafor.example",
      ])
  }

  @Test(arguments: [
    ("Mary Ann Smith", "Mary", "Ann Smith"),
    ("Cher", "Cher", ""),
    ("Jean \t Luc", "Jean", "Luc"),
  ])
  func splitsTheNameIntoFirstAndLastName(name: String, first: String, last: String)
    async throws
  {
    let body = try UserFixture.text("user-updated.json")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    _ = try await service.updateUser(id: 7, with: UserUpdate(name: name, email: "a@b.co"))

    let sent = try server.requests.first.map {
      try JSONSerialization.jsonObject(with: $0.body) as? [String: String]
    }
    #expect(sent == ["firstName": first, "lastName": last, "email": "a@b.co"])
  }

  @Test func theDefaultServerIsDummyJSON() {
    #expect(HTTPUserService.dummyJSONBaseURL.absoluteString == "https://dummyjson.com")
  }

  @Test(arguments: ["page", "user", "delete", "update"])
  func aCallInACancelledTaskThrowsCancelledAndSendsNothing(operation: String) async throws {
    let body = try UserFixture.text("user.json")
    let server = HTTPStub { _ in .json(body) }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    let task = Task { () async throws -> Void in
      withUnsafeCurrentTask { $0?.cancel() }
      switch operation {
      case "page": _ = try await service.users(offset: 0, limit: 30)
      case "user": _ = try await service.user(id: 7)
      case "delete": try await service.deleteUser(id: 7)
      default: _ = try await service.updateUser(id: 7, with: UserUpdate(name: "A", email: "a@b.co"))
      }
    }

    await #expect(throws: ServiceError.cancelled) { try await task.value }
    #expect(server.requests.isEmpty)
  }
}
