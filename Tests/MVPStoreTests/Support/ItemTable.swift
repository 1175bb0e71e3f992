import MVPStore

/// The table most store tests use: named items with a positive quantity, created by migration 1.
enum ItemTable {
  /// Migration 1: creates `item`, whose `name` is unique and required and whose `quantity` must
  /// be above 0.
  static let migration = Migration(version: 1) { connection in
    try connection.execute(
      """
      CREATE TABLE item (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0)
      )
      """)
  }

  /// Inserts an item with quantity 1.
  static func insert(_ name: String, _ connection: DatabaseConnection) throws {
    try connection.execute("INSERT INTO item (name) VALUES (?1)", .text(name))
  }

  /// The names of the items, in insertion order.
  static func names(_ connection: DatabaseConnection) throws -> [String] {
    try connection.query("SELECT name FROM item ORDER BY id") { row throws(DatabaseError) in
      try row.text(0)
    }
  }

  /// The names of the items in `database`, read in their own transaction.
  static func names(in database: Database) throws -> [String] {
    try database.read { try names($0) }
  }
}
