import MVPStore

/// What a database holds, for checking that an operation left it unchanged: the schema version,
/// every schema object's SQL, and the names in `item` (``ItemTable``) when that table exists.
struct StoredState: Equatable {
  /// `PRAGMA user_version`.
  var userVersion: Int

  /// The `sql` of every table and index, by name.
  var schema: [String]

  /// The names in `item`, in insertion order; empty when there is no such table.
  var items: [String]
}

extension StoredState {
  /// Reads the state of `database` in one read transaction.
  init(_ database: Database) throws {
    (userVersion, schema, items) = try database.read { connection in
      let version = try connection.query("PRAGMA user_version") { row throws(DatabaseError) in
        try row.int(0)
      }
      let schema = try connection.query(
        "SELECT name, coalesce(sql, '') FROM sqlite_schema ORDER BY name"
      ) { row throws(DatabaseError) in "\(try row.text(0)): \(try row.text(1))" }
      let hasItems = schema.contains { $0.hasPrefix("item: ") }
      return (version.first ?? -1, schema, hasItems ? try ItemTable.names(connection) : [])
    }
  }
}
