import Foundation

/// A value bound to a statement's `?` parameter: SQLite's five storage classes
/// (<https://www.sqlite.org/datatype3.html>).
///
/// Values are always bound, never written into the statement's text, so quotes and SQL in them
/// are stored verbatim.
public enum SQLValue: Equatable, Sendable {
  /// `NULL`.
  case null
  /// A signed 64-bit integer.
  case integer(Int64)
  /// An IEEE 754 double; SQLite stores NaN as `NULL`.
  case real(Double)
  /// UTF-8 text.
  case text(String)
  /// Bytes, stored as they are.
  case blob(Data)

  /// An integer value.
  ///
  /// - Parameter value: The integer; every `Int` fits SQLite's 64 bits on 64-bit platforms.
  /// - Returns: ``integer(_:)``.
  public static func int(_ value: Int) -> SQLValue {
    .integer(Int64(value))
  }
}
