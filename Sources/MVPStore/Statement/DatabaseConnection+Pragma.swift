extension DatabaseConnection {
  /// Runs a pragma whose text the module builds itself (pragmas take no bound parameters) and
  /// reads its one row.
  func pragma<Value>(
    _ sql: String, read: (DatabaseRow) throws(DatabaseError) -> Value
  ) throws(DatabaseError) -> Value {
    var value: Value?
    try run(sql, []) { row throws(DatabaseError) in value = try read(row) }
    guard let value else {
      throw DatabaseError(
        kind: .unexpectedValue, message: "the pragma returned no row", statement: sql)
    }
    return value
  }

  /// The schema version kept in the file's header (`PRAGMA user_version`); 0 for a new file.
  var userVersion: Int {
    get throws(DatabaseError) {
      try pragma("PRAGMA user_version") { row throws(DatabaseError) in try row.int(0) }
    }
  }

  /// Sets the schema version (`PRAGMA user_version = N`), inside the caller's transaction.
  func setUserVersion(_ version: Int32) throws(DatabaseError) {
    try run("PRAGMA user_version = \(version)")
  }
}
