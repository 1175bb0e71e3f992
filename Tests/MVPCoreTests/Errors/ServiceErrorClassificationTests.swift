import Foundation
import MVPCore
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct ServiceErrorClassificationTests {
  private struct Key: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  private struct UnrelatedError: Error {}

  @Test(
    arguments: [
      (
        ServiceError.httpStatus(code: 401, message: "no"),
        ServiceError.httpStatus(code: 401, message: "no")
      ),
      (ServiceError.offline, .offline),
      (CancellationError(), .cancelled),
      (URLError(.cancelled), .cancelled),
      (URLError(.timedOut), .timeout),
      (URLError(.notConnectedToInternet), .offline),
      (URLError(.networkConnectionLost), .offline),
      (URLError(.dataNotAllowed), .offline),
      (URLError(.internationalRoamingOff), .offline),
      (URLError(.cannotFindHost), .unreachable),
      (URLError(.cannotConnectToHost), .unreachable),
      (URLError(.secureConnectionFailed), .unreachable),
      (UnrelatedError(), .unexpected(description: "UnrelatedError()")),
    ] as [(any Error, ServiceError)])
  func classifies(error: any Error, expected: ServiceError) {
    #expect(ServiceError(classifying: error) == expected)
  }

  /// Regression (issue 9, part 2): on Linux an `NSError` in `NSURLErrorDomain` does not cast to
  /// `URLError`, so these were all `.unexpected`.
  @Test(arguments: [
    (-1001, ServiceError.timeout),
    (-1009, .offline),
    (-1005, .offline),
    (-1020, .offline),
    (-1018, .offline),
    (-1004, .unreachable),
    (-1003, .unreachable),
    (-1006, .unreachable),
    (-1200, .unreachable),
    (-1202, .unreachable),
    (-1, .unreachable),
    (-999, .cancelled),
  ])
  func classifiesURLDomainNSErrors(code: Int, expected: ServiceError) throws {
    let made = NSError(domain: NSURLErrorDomain, code: code)
    #expect(ServiceError(classifying: made) == expected, "NSError(domain:code: \(code))")
    // Failable on Linux, not on Apple platforms.
    let urlCode: URLError.Code? = URLError.Code(rawValue: code)
    let value = URLError(try #require(urlCode))
    #expect(ServiceError(classifying: value as NSError) == expected, "URLError as NSError")
    #expect(ServiceError(classifying: value) == expected, "URLError(\(code))")
  }

  @Test func anNSErrorOfAnotherDomainStaysUnexpected() {
    let error = NSError(domain: "com.example.app", code: -1001)
    guard case .unexpected = ServiceError(classifying: error) else {
      Issue.record("expected unexpected, got \(ServiceError(classifying: error))")
      return
    }
  }

  @Test func decodingErrorsBecomeInvalidResponseWithTheirPath() {
    let missing = DecodingError.keyNotFound(
      Key("id"),
      .init(codingPath: [Key("users"), Key("0")], debugDescription: "No value for id."))
    #expect(
      ServiceError(classifying: missing)
        == .invalidResponse(reason: "users.0.id: the field id is missing"))

    let corrupted = DecodingError.dataCorrupted(
      .init(codingPath: [], debugDescription: "Not JSON."))
    #expect(ServiceError(classifying: corrupted) == .invalidResponse(reason: "Not JSON."))

    let mismatch = DecodingError.typeMismatch(
      Int.self, .init(codingPath: [Key("total")], debugDescription: "Expected Int."))
    #expect(ServiceError(classifying: mismatch) == .invalidResponse(reason: "total: Expected Int."))

    let null = DecodingError.valueNotFound(
      String.self, .init(codingPath: [Key("title")], debugDescription: "Null."))
    #expect(ServiceError(classifying: null) == .invalidResponse(reason: "title: Null."))
  }

  @Test func aRealDecodingFailureIsInvalidResponse() {
    struct User: Decodable { let id: Int }
    do {
      _ = try JSONDecoder().decode(User.self, from: Data(#"{"id": "seven"}"#.utf8))
      Issue.record("decoding should fail")
    } catch {
      guard case .invalidResponse(let reason) = ServiceError(classifying: error) else {
        Issue.record("expected invalidResponse, got \(ServiceError(classifying: error))")
        return
      }
      #expect(reason.hasPrefix("id: "))
    }
  }
}
