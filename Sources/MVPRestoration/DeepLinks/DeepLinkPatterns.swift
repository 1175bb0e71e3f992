import Foundation

/// The app's deep links: the origins it accepts and its path patterns, each mapped to the stack
/// of routes it opens. A URL parses to a ``RouteStack`` or to a ``DeepLinkError`` that says why
/// not.
///
/// ```swift
/// var links = DeepLinkPatterns<ShopRoute>(.scheme("shop"), .website(host: "shop.example"))
/// links.add("goods") { _ in [.goods] }
/// links.add("goods/:productID") { [.goods, .goodsDetail(productID: try $0.int("productID"))] }
/// let stack = try links.stack(for: url)  // shop://goods/12 → [.goods, .goodsDetail(12)]
/// navigator.open(stack)
/// ```
///
/// **Grammar.** A pattern is path segments separated by `/`: a literal (`goods`, matched
/// exactly, case counts) or a capture (`:productID`, any one segment). A link matches a pattern
/// with as many segments, literals equal; patterns are tried in the order they were added and
/// the first match wins, so add `goods/new` before `goods/:productID`. Its values (captures,
/// then query items) are read with ``DeepLinkParameters/int(_:)``,
/// ``DeepLinkParameters/string(_:)`` and ``DeepLinkParameters/value(_:)``; a pattern's closure
/// throws their ``DeepLinkError`` (or ``DeepLinkError/invalidValue(parameter:value:)`` of its own,
/// or any error, reported as ``DeepLinkError/rejected(pattern:reason:)``) and no other pattern is
/// tried. The fragment, user and port are ignored.
///
/// **User activities.** A universal link that arrives as an `NSUserActivity` (on Apple
/// platforms, `NSUserActivityTypeBrowsingWeb`) goes through the same ``stack(for:)`` with the
/// activity's `webpageURL`; this module takes a `URL` (Linux has no `NSUserActivity`).
public struct DeepLinkPatterns<Route> {
  /// Builds the stack a matched link opens from its parameters; it throws a ``DeepLinkError``
  /// (what ``DeepLinkParameters``' accessors throw, or one of its own), and any other error it
  /// throws is reported as ``DeepLinkError/rejected(pattern:reason:)``.
  public typealias Stack = (DeepLinkParameters) throws -> RouteStack<Route>

  private let schemes: Set<String>
  private let hosts: Set<String>
  private var patterns: [(pattern: DeepLinkPattern, stack: Stack)] = []

  /// Creates an empty set of patterns accepting links from `origins`.
  ///
  /// - Parameter origins: The app's scheme, its website, or both.
  public init(_ origins: DeepLinkOrigin...) {
    var schemes: Set<String> = []
    var hosts: Set<String> = []
    for origin in origins {
      switch origin {
      case .scheme(let scheme): schemes.insert(scheme.lowercased())
      case .website(let host): hosts.insert(host.lowercased())
      }
    }
    self.schemes = schemes
    self.hosts = hosts
  }

  /// Adds a pattern, tried after those added before.
  ///
  /// - Parameters:
  ///   - pattern: Path segments separated by `/`: literals and `:name` captures, for example
  ///     `goods/:productID`.
  ///   - stack: Builds the stack the link opens from its parameters, or throws (a
  ///     ``DeepLinkError``, or any error).
  public mutating func add(_ pattern: String, _ stack: @escaping Stack) {
    patterns.append((DeepLinkPattern(pattern), stack))
  }

  /// Parses a link.
  ///
  /// - Parameter url: The link: from `application(_:open:options:)`, `scene(_:openURLContexts:)`,
  ///   SwiftUI's `onOpenURL`, or a user activity's `webpageURL`.
  /// - Returns: The stack the first matching pattern builds.
  /// - Throws: ``DeepLinkError``: ``DeepLinkError/unsupportedScheme(_:)``,
  ///   ``DeepLinkError/unknownHost(_:)``, ``DeepLinkError/noMatchingPath(_:)``, or what the
  ///   matching pattern throws.
  public func stack(for url: URL) throws(DeepLinkError) -> RouteStack<Route> {
    let path = try pathSegments(of: url)
    for (pattern, stack) in patterns {
      guard let captured = pattern.match(path) else { continue }
      do {
        return try stack(DeepLinkParameters(url: url, captured: captured, query: query(of: url)))
      } catch let error as DeepLinkError {
        throw error
      } catch {
        throw .rejected(pattern: pattern.text, reason: "\(error)")
      }
    }
    throw .noMatchingPath("/" + path.joined(separator: "/"))
  }

  /// The link's path segments, percent-decoded, after checking its origin.
  private func pathSegments(of url: URL) throws(DeepLinkError) -> [String] {
    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      throw .unsupportedScheme(url.scheme ?? "")
    }
    let scheme = components.scheme?.lowercased() ?? ""
    let host = components.percentEncodedHost.map(decoded) ?? ""
    var segments = components.percentEncodedPath.split(separator: "/").map(decoded)
    if schemes.contains(scheme) {
      if !host.isEmpty { segments.insert(host, at: 0) }
    } else if scheme == "https", !hosts.isEmpty {
      guard hosts.contains(host.lowercased()) else { throw .unknownHost(host) }
    } else {
      throw .unsupportedScheme(scheme)
    }
    return segments
  }

  /// The query's items: first value of each name, empty values left out.
  private func query(of url: URL) -> [String: String] {
    var items: [String: String] = [:]
    let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    for item in components?.queryItems ?? [] {
      guard let value = item.value, !value.isEmpty, items[item.name] == nil else { continue }
      items[item.name] = value
    }
    return items
  }
}

/// `text` percent-decoded, or as it is when it is not valid percent-encoding.
private func decoded<Text: StringProtocol>(_ text: Text) -> String {
  text.removingPercentEncoding ?? String(text)
}
