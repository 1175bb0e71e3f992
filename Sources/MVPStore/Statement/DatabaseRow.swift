import Foundation

#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

/// The current row of a query, read by column index (0 is the first column of the `SELECT`).
///
/// A row is valid only inside the closure it is passed to: keep the values, not the row.
/// Readers check the stored type, so a file written by something else cannot make a reader trap:
/// a mismatch throws ``DatabaseError/Kind/unexpectedValue``.
///
/// Threading: only on the thread of the closure it is passed to.
public struct DatabaseRow {
  let statement: OpaquePointer
  let sql: String

  /// Whether the column holds `NULL`.
  ///
  /// - Parameter column: The column index, from 0.
  /// - Returns: `true` for `NULL`.
  public func isNull(_ column: Int) -> Bool {
    sqlite3_column_type(statement, Int32(column)) == SQLITE_NULL
  }

  /// The column's integer.
  ///
  /// - Parameter column: The column index, from 0.
  /// - Returns: The value.
  /// - Throws: ``DatabaseError/Kind/unexpectedValue`` when the column does not hold an integer
  ///   (`NULL` included), or holds one beyond `Int` on a 32-bit platform.
  public func int(_ column: Int) throws(DatabaseError) -> Int {
    try expect(SQLITE_INTEGER, column, "an integer")
    let value = sqlite3_column_int64(statement, Int32(column))
    guard let result = Int(exactly: value) else {
      throw mismatch(column, "an integer that fits Int")
    }
    return result
  }

  /// The column's number, integer or real.
  ///
  /// - Parameter column: The column index, from 0.
  /// - Returns: The value.
  /// - Throws: ``DatabaseError/Kind/unexpectedValue`` when the column holds neither.
  public func double(_ column: Int) throws(DatabaseError) -> Double {
    let type = sqlite3_column_type(statement, Int32(column))
    guard type == SQLITE_FLOAT || type == SQLITE_INTEGER else { throw mismatch(column, "a number") }
    return sqlite3_column_double(statement, Int32(column))
  }

  /// The column's text.
  ///
  /// - Parameter column: The column index, from 0.
  /// - Returns: The text; invalid UTF-8 is repaired with U+FFFD.
  /// - Throws: ``DatabaseError/Kind/unexpectedValue`` when the column does not hold text.
  public func text(_ column: Int) throws(DatabaseError) -> String {
    try expect(SQLITE_TEXT, column, "text")
    guard let bytes = sqlite3_column_text(statement, Int32(column)) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, Int32(column)))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// The column's bytes.
  ///
  /// - Parameter column: The column index, from 0.
  /// - Returns: The bytes (empty for a zero-length blob).
  /// - Throws: ``DatabaseError/Kind/unexpectedValue`` when the column does not hold a blob.
  public func data(_ column: Int) throws(DatabaseError) -> Data {
    try expect(SQLITE_BLOB, column, "a blob")
    let count = Int(sqlite3_column_bytes(statement, Int32(column)))
    guard count > 0, let bytes = sqlite3_column_blob(statement, Int32(column)) else {
      return Data()
    }
    return Data(bytes: bytes, count: count)
  }

  private func expect(_ type: Int32, _ column: Int, _ expected: String) throws(DatabaseError) {
    guard sqlite3_column_type(statement, Int32(column)) == type else {
      throw mismatch(column, expected)
    }
  }

  private func mismatch(_ column: Int, _ expected: String) -> DatabaseError {
    let name = sqlite3_column_name(statement, Int32(column)).map { String(cString: $0) }
    return DatabaseError(
      kind: .unexpectedValue,
      message: "column \(column) (\(name ?? "?")) does not hold \(expected)", statement: sql)
  }
}
