extension DatabaseConnection {
  /// Runs a statement whose text the module builds itself (pragmas take no bound parameters) and
  /// reads its one row.
  func single<Value>(
    _ sql: String, read: (DatabaseRow) throws(DatabaseError) -> Value
  ) throws(DatabaseError) -> Value {
    var value: Value?
    try run(sql, []) { row throws(DatabaseError) in value = try read(row) }
    guard let value else {
      throw DatabaseError(
        kind: .unexpectedValue, message: "the statement returned no row", statement: sql)
    }
    return value
  }

  /// The schema version kept in the file's header (`PRAGMA user_version`); 0 for a new file.
  /// Read through the pragma's table-valued function, a statement that only reads.
  var userVersion: Int {
    get throws(DatabaseError) {
      try single("SELECT user_version FROM pragma_user_version") { row throws(DatabaseError) in
        try row.int(0)
      }
    }
  }

  /// Sets the schema version (`PRAGMA user_version = N`), inside the caller's transaction.
  func setUserVersion(_ version: Int32) throws(DatabaseError) {
    try run("PRAGMA user_version = \(version)")
  }

  /// The program the file says it belongs to (`PRAGMA application_id`); 0 when it says none.
  var applicationID: Int32 {
    get throws(DatabaseError) {
      try single("SELECT application_id FROM pragma_application_id") {
        row throws(DatabaseError) in Int32(truncatingIfNeeded: try row.int(0))
      }
    }
  }

  /// Marks the file as belonging to a program (`PRAGMA application_id = N`).
  func setApplicationID(_ id: Int32) throws(DatabaseError) {
    try run("PRAGMA application_id = \(id)")
  }

  /// The number of tables, indexes, views and triggers in the file's schema.
  var schemaObjectCount: Int {
    get throws(DatabaseError) {
      try single("SELECT count(*) FROM sqlite_schema") { row throws(DatabaseError) in
        try row.int(0)
      }
    }
  }
}
