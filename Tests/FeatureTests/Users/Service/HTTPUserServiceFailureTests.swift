import Foundation
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How `HTTPUserService` reports each kind of failure of the DummyJSON contract.
@Suite(.presenterTest) struct HTTPUserServiceFailureTests {
  enum Failure: String, CaseIterable, Sendable {
    case notFound, serverError, htmlPage, htmlErrorPage, truncatedJSON, missingField, timeout
    case offline, unreachable

    func answer() throws -> HTTPStub.Answer {
      switch self {
      case .notFound: .json(try UserFixture.text("user-not-found.json"), status: 404)
      case .serverError: .status(500)
      case .htmlPage:
        .response(
          status: 200, headers: ["Content-Type": "text/html"],
          body: try UserFixture.data("error-page.html"))
      case .htmlErrorPage:
        .response(
          status: 502, headers: ["Content-Type": "text/html"],
          body: try UserFixture.data("error-page.html"))
      case .truncatedJSON: .json(try UserFixture.text("user-truncated.json"))
      case .missingField: .json(#"{"id": 42, "firstName": "No", "lastName": "Email"}"#)
      case .timeout: .failure(.timedOut)
      case .offline: .failure(.notConnectedToInternet)
      case .unreachable: .failure(.cannotFindHost)
      }
    }

    /// The expected error; `invalidResponse` reasons are developer text, compared by case only.
    var expected: ServiceError {
      switch self {
      case .notFound: .httpStatus(code: 404, message: "User with id '42' not found")
      case .serverError: .httpStatus(code: 500, message: nil)
      case .htmlPage, .truncatedJSON, .missingField: .invalidResponse(reason: "")
      case .htmlErrorPage: .httpStatus(code: 502, message: nil)
      case .timeout: .timeout
      case .offline: .offline
      case .unreachable: .unreachable
      }
    }
  }

  private func error(of failure: Failure) async throws -> ServiceError? {
    let answer = try failure.answer()
    let server = HTTPStub { _ in answer }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)
    return await #expect(throws: ServiceError.self) { try await service.user(id: 42) }
  }

  @Test(arguments: Failure.allCases)
  func everyFailureBecomesATypedError(failure: Failure) async throws {
    let error = try await error(of: failure)

    if case .invalidResponse = failure.expected {
      guard case .invalidResponse = error else {
        Issue.record("expected invalidResponse, got \(String(describing: error))")
        return
      }
    } else {
      #expect(error == failure.expected)
    }
  }

  @Test func anUnknownUserSurfacesTheServersMessageToTheUser() async throws {
    let error = try await error(of: .notFound)

    #expect(
      error?.userMessage
        == "The server couldn't complete the request (error 404): \"User with id '42' not found\".")
  }

  @Test func aFailureIsNeverACancellation() async throws {
    for failure in Failure.allCases {
      let error = try await error(of: failure)
      #expect(error?.isCancellation == false, "\(failure)")
    }
  }

  @Test(arguments: ["page", "user", "delete", "update"])
  func everyOperationReportsHTTPFailures(operation: String) async throws {
    let server = HTTPStub { _ in .status(503) }
    let service = HTTPUserService(baseURL: server.baseURL, session: server.session)

    await #expect(throws: ServiceError.httpStatus(code: 503, message: nil)) {
      switch operation {
      case "page": _ = try await service.users(offset: 0, limit: 30)
      case "user": _ = try await service.user(id: 1)
      case "delete": try await service.deleteUser(id: 1)
      default: _ = try await service.updateUser(id: 1, with: UserUpdate(name: "A", email: "a@b.co"))
      }
    }
    #expect(server.requests.count == 1)
  }
}
