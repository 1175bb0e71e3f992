import Foundation

/// The values a link carries, for the pattern that matched it: the path's captured segments
/// (`:productID` in `goods/:productID`) and the query's items (`?tab=reviews`), both
/// percent-decoded. A name is looked up in the path first, then in the query (its first item
/// of that name).
public struct DeepLinkParameters: Sendable {
  /// The link.
  public let url: URL
  private let captured: [String: String]
  private let query: [String: String]

  /// Creates the parameters of a matched link.
  ///
  /// - Parameters:
  ///   - url: The link.
  ///   - captured: The path's captured segments by name.
  ///   - query: The query's items by name, first value kept, empty values left out.
  init(url: URL, captured: [String: String], query: [String: String]) {
    self.url = url
    self.captured = captured
    self.query = query
  }

  /// The value of a parameter, if the link has it.
  ///
  /// - Parameter name: The name in the pattern (`productID` for `:productID`) or the query.
  /// - Returns: The value, percent-decoded; `nil` when absent (a query item without a value or
  ///   with an empty one is absent).
  public func value(_ name: String) -> String? {
    captured[name] ?? query[name]
  }

  /// The value of a parameter the link must have.
  ///
  /// - Parameter name: The name in the pattern or the query.
  /// - Returns: The value, percent-decoded, not empty.
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` when absent.
  public func string(_ name: String) throws(DeepLinkError) -> String {
    guard let value = value(name) else { throw .missingParameter(name) }
    return value
  }

  /// The value of a parameter that must be a whole number, such as an identifier.
  ///
  /// - Parameter name: The name in the pattern or the query.
  /// - Returns: The number: decimal digits with an optional sign, within `Int`'s range.
  /// - Throws: ``DeepLinkError/missingParameter(_:)`` when absent,
  ///   ``DeepLinkError/notANumber(parameter:value:)`` when not such a number.
  public func int(_ name: String) throws(DeepLinkError) -> Int {
    let text = try string(name)
    guard let number = Int(text) else { throw .notANumber(parameter: name, value: text) }
    return number
  }
}
