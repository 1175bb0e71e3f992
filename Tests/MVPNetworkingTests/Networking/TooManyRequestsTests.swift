import Foundation
import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Issue 22, item 6: a 429 answer ignored `Retry-After`, so the screen said only "error 429".
/// It is `tooManyRequests` with the wait the server asked for, and the message says when to try.
@Suite(.presenterTest) struct TooManyRequestsTests {
  private struct Item: Decodable {}

  private func error(for headers: [String: String]) async throws -> ServiceError? {
    let server = HTTPStub { _ in .response(status: 429, headers: headers, body: Data()) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    do {
      _ = try await client.send(try client.makeRequest(.get, path: ["items"]), as: Item.self)
      return nil
    } catch let error as ServiceError {
      return error
    }
  }

  @Test func theWaitInSecondsIsKept() async throws {
    #expect(try await error(for: ["Retry-After": "30"]) == .tooManyRequests(retryAfter: 30))
    #expect(try await error(for: [:]) == .tooManyRequests(retryAfter: nil))
    #expect(try await error(for: ["Retry-After": "soon"]) == .tooManyRequests(retryAfter: nil))
    #expect(
      try await error(for: ["Retry-After": "99999999999999999999"])
        == .tooManyRequests(retryAfter: 86_400))
  }

  @Test func anHTTPDateCountsFromNow() throws {
    let now = Date(timeIntervalSince1970: 1_764_600_000)  // Mon, 01 Dec 2025 14:40:00 GMT
    func wait(_ value: String) throws -> Int? {
      let response = try #require(
        HTTPURLResponse(
          url: URL(string: "https://example.com")!, statusCode: 429, httpVersion: nil,
          headerFields: ["Retry-After": value]))
      return JSONHTTPClient.retryAfter(in: response, now: now)
    }
    #expect(try wait("Mon, 01 Dec 2025 14:42:00 GMT") == 120)
    #expect(try wait("Mon, 01 Dec 2025 14:00:00 GMT") == 0)
  }

  @Test(arguments: [
    (ServiceError.tooManyRequests(retryAfter: 30), "Please try again in 30 seconds."),
    (.tooManyRequests(retryAfter: 1), "Please try again in 1 second."),
    (.tooManyRequests(retryAfter: 150), "Please try again in 3 minutes."),
    (.tooManyRequests(retryAfter: nil), "Please try again in a moment."),
    (.tooManyRequests(retryAfter: 0), "Please try again in a moment."),
  ])
  func theMessageSaysWhenToTryAgain(error: ServiceError, ending: String) {
    #expect(error.userMessage == "The server is busy. \(ending)")
    #expect(!error.meansServerUnreachable)
  }

  @Test func theChineseMessageSaysItToo() {
    let message = ServiceError.tooManyRequests(retryAfter: 30).userMessage(
      in: Locale(identifier: "zh-Hans"))
    #expect(message == "服务器繁忙，请在 30 秒后再试。")
  }
}
