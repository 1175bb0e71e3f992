import Foundation

/// What a ``PagedListLoader`` keeps when the app saves its state, as JSON:
/// `{"loaded": 40, "top": 17}`: the loaded range and, when `ID` is `Codable`, the identity of the
/// item at the top (`PagedListLoader+Restoration.swift`).
///
/// `ID` need not be `Codable`: whether it is, is found at run time, and a list whose items'
/// identities are not keeps the range alone.
enum SavedListPlace<ID> {
  /// The JSON of a list whose top item's identity is kept.
  private struct WithTop<Top: Codable>: Codable {
    var loaded: Int
    var top: Top?
  }

  /// The JSON of a list that keeps only its range.
  private struct RangeOnly: Codable {
    var loaded: Int
  }

  /// Encodes a list's place.
  ///
  /// - Parameters:
  ///   - loaded: How many of the server's items were loaded.
  ///   - top: The identity of the item at the top, if known; left out when not `Codable`.
  /// - Returns: The JSON.
  /// - Throws: The encoder's error.
  static func encode(loaded: Int, top: ID?) throws -> Data {
    if let top, let codable = top as? any Codable {
      return try encode(loaded: loaded, with: codable)
    }
    return try JSONEncoder().encode(RangeOnly(loaded: loaded))
  }

  /// Decodes what ``encode(loaded:top:)`` made.
  ///
  /// - Parameter data: The JSON.
  /// - Returns: The loaded range, 0 or more, and the top item's identity, if kept.
  /// - Throws: A `DecodingError` for JSON of another shape, a top item of another type or a
  ///   negative range.
  static func decode(_ data: Data) throws -> (loaded: Int, top: ID?) {
    let saved: (loaded: Int, top: ID?)
    if let type = ID.self as? any Codable.Type {
      saved = try decode(data, topOf: type)
    } else {
      saved = (try JSONDecoder().decode(RangeOnly.self, from: data).loaded, nil)
    }
    guard saved.loaded >= 0 else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "a list's loaded range is \(saved.loaded)"))
    }
    return saved
  }

  private static func encode<Top: Codable>(loaded: Int, with top: Top) throws -> Data {
    try JSONEncoder().encode(WithTop(loaded: loaded, top: top))
  }

  private static func decode<Top: Codable>(
    _ data: Data, topOf type: Top.Type
  ) throws -> (loaded: Int, top: ID?) {
    let saved = try JSONDecoder().decode(WithTop<Top>.self, from: data)
    return (saved.loaded, saved.top as? ID)
  }
}
