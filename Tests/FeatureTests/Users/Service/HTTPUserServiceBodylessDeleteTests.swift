import Foundation
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// Regression (issue 9, part 5): a DELETE answered `204 No Content` or with an empty `200` was
/// reported `invalidResponse`; it is a success. A body, when present, must still confirm the
/// deletion.
@Suite(.presenterTest) struct HTTPUserServiceBodylessDeleteTests {
  @Test(arguments: [
    HTTPStub.Answer.status(204),
    .status(200),
    .response(status: 200, headers: ["Content-Type": "application/json"], body: Data("\n".utf8)),
  ])
  func aDeleteAnsweredWithoutABodySucceeds(answer: HTTPStub.Answer) async throws {
    let server = HTTPStub { _ in answer }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    try await service.deleteUser(id: 7)

    #expect(server.requests.map(\.method) == ["DELETE"])
    #expect(server.requests.map(\.url.path) == ["/users/7"])
  }

  @Test func aDeleteAnsweredWithABodyThatIsNotAUserIsAnInvalidResponse() async throws {
    let server = HTTPStub { _ in .json("[]") }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    let error = await #expect(throws: ServiceError.self) { try await service.deleteUser(id: 7) }

    guard case .invalidResponse = error else {
      Issue.record("expected invalidResponse, got \(String(describing: error))")
      return
    }
  }
}
