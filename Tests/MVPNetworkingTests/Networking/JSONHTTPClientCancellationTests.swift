import Foundation
import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Cancellation of `JSONHTTPClient.send(_:as:)` through the calling task.
@Suite(.presenterTest) struct JSONHTTPClientCancellationTests {
  private struct Item: Decodable, Sendable, Equatable {
    let id: Int
  }

  @Test func aCallInAnAlreadyCancelledTaskSendsNothing() async throws {
    let server = HTTPStub { _ in .json(#"{"id": 1}"#) }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    let request = try client.makeRequest(.get, path: ["items", "1"])
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await client.send(request, as: Item.self)
    }
    await #expect(throws: ServiceError.cancelled) { try await task.value }
    #expect(server.requests.isEmpty)
  }
}
