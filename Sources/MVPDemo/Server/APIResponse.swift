import Foundation

/// One HTTP answer of the demo API.
public struct APIResponse: Sendable, Equatable {
  /// The status code, for example 200 or 404.
  public var status: Int
  /// The response headers.
  public var headers: [String: String]
  /// The body bytes.
  public var body: Data

  /// Creates an answer.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - headers: The response headers.
  ///   - body: The body bytes.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON answer.
  ///
  /// - Parameters:
  ///   - value: The value to encode, with sorted keys so that answers are reproducible.
  ///   - status: The status code; defaults to 200.
  /// - Returns: The answer with `Content-Type: application/json`; an empty 500 if
  ///   `value` cannot be encoded (for example a non-finite number).
  public static func json(_ value: some Encodable, status: Int = 200) -> APIResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let body = try? encoder.encode(value) else {
      return APIResponse(status: 500)
    }
    return APIResponse(status: status, headers: ["Content-Type": "application/json"], body: body)
  }

  /// An error answer in the DummyJSON error shape, `{"message": "..."}`.
  ///
  /// - Parameters:
  ///   - text: The message.
  ///   - status: The status code, for example 404.
  /// - Returns: The JSON answer.
  public static func message(_ text: String, status: Int) -> APIResponse {
    json(["message": text], status: status)
  }
}
