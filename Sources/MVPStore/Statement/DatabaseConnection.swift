import Foundation

#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

/// The open connection inside a ``Database/read(_:)`` or ``Database/write(_:)`` closure: runs
/// prepared statements with bound parameters.
///
/// Statements are `StaticString`s, so their text is fixed when the program is compiled: values
/// can only arrive as bound ``SQLValue``s (`?1`, `?2`… or `?`), never by building SQL from strings.
/// Each call runs exactly one statement; text after the first statement is refused
/// (``DatabaseError/Kind/misuse``), so nothing is silently ignored.
///
/// A connection is valid only inside the closure it is passed to.
///
/// Threading: only on the thread of the closure it is passed to.
public struct DatabaseConnection {
  let handle: OpaquePointer

  /// Whether statements that write are refused: inside ``Database/read(_:)``.
  let readsOnly: Bool

  /// Runs a statement that returns no rows (`INSERT`, `UPDATE`, `DELETE`, `CREATE`…).
  ///
  /// - Parameters:
  ///   - sql: One SQL statement.
  ///   - arguments: The values of its parameters, in order.
  /// - Returns: The rows the statement inserted, changed or deleted (`sqlite3_changes`); 0 for
  ///   statements that change no rows.
  /// - Throws: ``DatabaseError`` when the statement does not compile, an argument count does not
  ///   match, it writes inside ``Database/read(_:)`` (``DatabaseError/Kind/misuse``), or SQLite
  ///   refuses it (constraint, read-only, busy, full disk, corrupt file).
  @discardableResult
  public func execute(_ sql: StaticString, _ arguments: SQLValue...) throws(DatabaseError) -> Int {
    try run(sql.description, arguments) { _ throws(DatabaseError) in }
    return Int(sqlite3_changes(handle))
  }

  /// Runs a query and reads each row it returns.
  ///
  /// - Parameters:
  ///   - sql: One SQL statement that returns rows, such as `SELECT`.
  ///   - arguments: The values of its parameters, in order.
  ///   - read: Turns the current row into a value; called once per row, in the query's order.
  /// - Returns: The values, one per row.
  /// - Throws: ``DatabaseError`` as ``execute(_:_:)`` does, or the error `read` throws
  ///   (typically ``DatabaseError/Kind/unexpectedValue``).
  public func query<Value>(
    _ sql: StaticString, _ arguments: SQLValue...,
    read: (DatabaseRow) throws(DatabaseError) -> Value
  ) throws(DatabaseError) -> [Value] {
    var values: [Value] = []
    try run(sql.description, arguments) { row throws(DatabaseError) in values.append(try read(row))
    }
    return values
  }

  /// Runs `sql`, whose text comes from the program (a `StaticString`, or a pragma built from an
  /// `Int`), binding `arguments` and passing each row to `readingRows`.
  func run(
    _ sql: String, _ arguments: [SQLValue],
    readingRows: (DatabaseRow) throws(DatabaseError) -> Void
  ) throws(DatabaseError) {
    var statement: OpaquePointer?
    // What follows the first statement, read while the text's buffer is alive.
    let (result, rest) = sql.withCString { text -> (Int32, String) in
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v2(handle, text, -1, &statement, &tail)
      return (code, tail.map { String(cString: $0) } ?? "")
    }
    guard result == SQLITE_OK else {
      sqlite3_finalize(statement)
      throw DatabaseError.sqlite(result, handle: handle, statement: sql)
    }
    guard let statement else {
      throw DatabaseError(kind: .misuse, message: "no statement to run", statement: sql)
    }
    defer { sqlite3_finalize(statement) }
    guard rest.allSatisfy({ $0.isWhitespace || $0 == ";" }) else {
      throw DatabaseError(
        kind: .misuse, message: "more than one statement in one call", statement: sql)
    }
    guard !readsOnly || sqlite3_stmt_readonly(statement) != 0 else {
      throw DatabaseError(
        kind: .misuse, message: "a statement that writes, in a read transaction", statement: sql)
    }
    try bind(arguments, to: statement, sql: sql)
    while true {
      let result = sqlite3_step(statement)
      switch result {
      case SQLITE_ROW:
        try readingRows(DatabaseRow(statement: statement, sql: sql))
      case SQLITE_DONE:
        return
      default:
        throw DatabaseError.sqlite(result, handle: handle, statement: sql)
      }
    }
  }

  /// Runs `sql`, whose text comes from the program, ignoring any rows it returns.
  func run(_ sql: String) throws(DatabaseError) {
    try run(sql, []) { _ throws(DatabaseError) in }
  }

  private func bind(
    _ arguments: [SQLValue], to statement: OpaquePointer, sql: String
  ) throws(DatabaseError) {
    let expected = Int(sqlite3_bind_parameter_count(statement))
    guard expected == arguments.count else {
      throw DatabaseError(
        kind: .misuse,
        message: "the statement takes \(expected) bound values, \(arguments.count) were given",
        statement: sql)
    }
    // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for (offset, argument) in arguments.enumerated() {
      let index = Int32(offset + 1)
      let result: Int32
      switch argument {
      case .null:
        result = sqlite3_bind_null(statement, index)
      case .integer(let value):
        result = sqlite3_bind_int64(statement, index, value)
      case .real(let value):
        result = sqlite3_bind_double(statement, index, value)
      case .text(let value):
        // The length in bytes keeps text with NUL characters whole.
        result = value.withCString {
          sqlite3_bind_text64(
            statement, index, $0, UInt64(value.utf8.count), transient, UInt8(SQLITE_UTF8))
        }
      case .blob(let value) where value.isEmpty:
        // A null pointer, which empty bytes may have, would bind NULL instead.
        result = sqlite3_bind_zeroblob(statement, index, 0)
      case .blob(let value):
        result = value.withUnsafeBytes {
          sqlite3_bind_blob64(statement, index, $0.baseAddress, UInt64($0.count), transient)
        }
      }
      guard result == SQLITE_OK else {
        throw DatabaseError.sqlite(result, handle: handle, statement: sql)
      }
    }
  }
}
