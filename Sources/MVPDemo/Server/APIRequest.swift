import Foundation

/// One HTTP request to the demo API, reduced to what the contract looks at.
public struct APIRequest: Sendable, Equatable {
  /// The HTTP method, upper-case, for example `GET`.
  public var method: String
  /// The percent-decoded path segments, for example `["users", "3"]`.
  public var path: [String]
  /// The query items by name; for a repeated name the last value wins.
  public var query: [String: String]
  /// The body bytes; empty when there is none.
  public var body: Data

  /// Creates a request from its parts.
  ///
  /// - Parameters:
  ///   - method: The HTTP method; upper-cased.
  ///   - path: The path segments, already percent-decoded.
  ///   - query: The query items by name.
  ///   - body: The body bytes.
  public init(method: String, path: [String], query: [String: String] = [:], body: Data = Data()) {
    self.method = method.uppercased()
    self.path = path
    self.query = query
    self.body = body
  }

  /// Creates a request from a URL, as a server sees it.
  ///
  /// - Parameters:
  ///   - method: The HTTP method; upper-cased.
  ///   - url: The request URL (absolute, or a path with an optional query such as `/users?skip=2`).
  ///   - body: The body bytes.
  public init(method: String, url: URL, body: Data = Data()) {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let segments = (components?.path ?? "").split(separator: "/").map(String.init)
    var query: [String: String] = [:]
    for item in components?.queryItems ?? [] {
      query[item.name] = item.value ?? ""
    }
    self.init(method: method, path: segments, query: query, body: body)
  }
}
