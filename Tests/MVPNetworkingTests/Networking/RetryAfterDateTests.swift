import Foundation
import MVPCore
import MVPNetworking
import MVPTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Retry-After` as an HTTP date in each of the three forms RFC 9110 (section 5.6.7) has
/// recipients accept. The two obsolete forms, RFC 850 and asctime, read as `nil`: the screen said
/// "try again in a moment" instead of the wait the server asked for.
@Suite(.presenterTest) struct RetryAfterDateTests {
  /// Mon, 01 Dec 2025 14:40:00 GMT.
  static let now = Date(timeIntervalSince1970: 1_764_600_000)

  /// The wait `JSONHTTPClient` reads from a 429 response whose `Retry-After` is `value`.
  func wait(_ value: String, now: Date = Self.now) throws -> Int? {
    let response = try #require(
      HTTPURLResponse(
        url: URL(string: "https://example.com")!, statusCode: 429, httpVersion: nil,
        headerFields: ["Retry-After": value]))
    return JSONHTTPClient.retryAfter(in: response, now: now)
  }

  @Test func eachOfTheThreeFormsIsRead() throws {
    #expect(try wait("Mon, 01 Dec 2025 14:42:00 GMT") == 120)  // IMF-fixdate
    #expect(try wait("Monday, 01-Dec-25 14:42:00 GMT") == 120)  // RFC 850
    #expect(try wait("Mon Dec  1 14:42:00 2025") == 120)  // asctime
  }

  @Test func asctimeReadsATwoDigitDayToo() throws {
    let tenDaysLater = Self.now.addingTimeInterval(10 * 86_400)
    #expect(try wait("Thu Dec 11 14:40:30 2025", now: tenDaysLater) == 30)
  }

  @Test func aDateInThePastMeansNoWaitInEveryForm() throws {
    #expect(try wait("Sun, 06 Nov 1994 08:49:37 GMT") == 0)
    #expect(try wait("Sunday, 06-Nov-94 08:49:37 GMT") == 0)
    #expect(try wait("Sun Nov  6 08:49:37 1994") == 0)
  }

  /// RFC 9110, section 5.6.7: a two-digit year that would be more than 50 years in the future is
  /// the most recent past year with those digits.
  @Test func anRFC850YearIsTheOneWithinFiftyYearsOfNow() throws {
    #expect(try wait("Thursday, 01-Dec-50 14:42:00 GMT") == 86_400)  // 2050: ahead, capped
    // 2075: 50 years ahead, less 2 minutes.
    #expect(try wait("Sunday, 01-Dec-75 14:38:00 GMT") == 86_400)
    #expect(try wait("Monday, 01-Dec-75 14:42:00 GMT") == 0)  // 1975: 2075 would be further
    #expect(try wait("Wednesday, 01-Dec-76 14:40:00 GMT") == 0)  // 1976
  }

  @Test(arguments: [
    "", "   ", "soon", "-5", "1.5", "+30", "٣٠", "30 seconds",
    "Mon, 01 Dec 2025 14:42:00",  // no zone
    "Mon, 32 Dec 2025 14:42:00 GMT",  // no such day
    "Mon, 01 Dec 2025 25:42:00 GMT",  // no such hour
    "Monday, 01-Dec-25 14:42:00",  // no zone
    "Monday, 01-Foo-25 14:42:00 GMT",  // no such month
    "Mon Dec  1 14:42:00",  // no year
    "Mon Dec  1 2025",  // no time
    "Mon, 01 Dec 2025 14:42:00 GMT and more",
    String(repeating: "Mon, 01 Dec ", count: 10_000),
  ])
  func anythingElseIsNoWait(value: String) throws {
    #expect(try wait(value) == nil)
  }

  @Test func secondsStillWork() throws {
    #expect(try wait("30") == 30)
    #expect(try wait(" 0 ") == 0)
    #expect(try wait("86401") == 86_400)
  }

  @Test func anObsoleteFormReachesTheServiceError() async throws {
    let server = HTTPStub { _ in
      .response(status: 429, headers: ["Retry-After": "Sun Nov  6 08:49:37 1994"], body: Data())
    }
    let client = JSONHTTPClient(baseURL: server.baseURL, session: server.session)
    await #expect(throws: ServiceError.tooManyRequests(retryAfter: 0)) {
      try await client.sendIgnoringBody(try client.makeRequest(.get, path: ["items"]))
    }
  }
}
