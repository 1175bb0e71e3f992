import Foundation
import MVPStore

/// The goods feature's data on the device, in one SQLite database (`MVPStore`): the cart
/// (``StoredCartService``) and a copy of the catalogue pages fetched, per server
/// (``CachingGoodsService``).
///
/// Opening a store migrates its file to the newest schema (``migrations``). Services share one
/// store; it is never used by a presenter directly.
///
/// Threading: `Sendable`; every call may come from any thread, runs on it and blocks it for one
/// short transaction (see `Database`).
public final class GoodsStore: Sendable {
  /// The database the store keeps its tables in.
  public let database: Database

  /// The most products kept per server: the first 500 of its catalogue order. Pages beyond are
  /// not kept, so the file stays small however far a user pages.
  public static let savedProductLimit = 500

  /// The most servers whose goods are kept; saving goods of a fifth server forgets those of the
  /// one saved longest ago.
  public static let savedSourceLimit = 4

  /// The number that marks a database file as a goods store (`PRAGMA application_id`): the ASCII
  /// letters "MVPG". A store claims a new file and refuses any other file not marked with it,
  /// leaving it untouched, instead of adding its tables to it.
  public static let applicationID: Int32 = 0x4D56_5047

  /// Opens or creates a store in `database` and migrates it to the newest schema.
  ///
  /// - Parameter database: An open database, file or in memory.
  /// - Throws: `DatabaseError` when the file cannot be used: `newerSchema(found:supported:)` (a
  ///   newer program's file), `otherApplication(applicationID:)` (another program's file),
  ///   `corrupt` (a damaged file), `busy` (another program keeps the write lock past the busy
  ///   timeout while the file needs migrating), `readOnly` (a read-only database that needs
  ///   migrating).
  public init(database: Database) throws {
    self.database = database
    try database.migrate(Self.migrations, applicationID: Self.applicationID)
  }

  /// Opens or creates a store at `location` and migrates it to the newest schema.
  ///
  /// - Parameter location: A database file, or `.inMemory` for a store that lasts as long as the
  ///   process holds it.
  /// - Throws: `DatabaseError` when the file cannot be opened or migrated: `cannotOpen` (a
  ///   missing directory, a directory, no permission), `readOnly` (a file the process may not
  ///   write), `notADatabase` or `corrupt` (a damaged file), `newerSchema(found:supported:)`,
  ///   `otherApplication(applicationID:)`.
  public convenience init(_ location: DatabaseLocation) throws {
    try self.init(database: Database(location))
  }

  /// Every schema version of the store, in order; a shipped step never changes.
  ///
  /// 1. The cart: `cart_line(product_id, quantity)`, one line per product.
  /// 2. Saved goods: `saved_goods_list(source, total, saved_at)`, one per server, and
  ///    `saved_goods_position(source, position, product_id, product, saved_at)`: the product (as
  ///    its JSON) at each position of the server's order; `NULL` where the server sent an item
  ///    that could not be read; a product appears once per server.
  public static let migrations: [Migration] = [
    Migration(version: 1) { connection in
      try connection.execute(
        """
        CREATE TABLE cart_line (
          product_id INTEGER PRIMARY KEY,
          quantity INTEGER NOT NULL CHECK (quantity > 0)
        )
        """)
    },
    Migration(version: 2) { connection in
      try connection.execute(
        """
        CREATE TABLE saved_goods_list (
          source TEXT PRIMARY KEY,
          total INTEGER NOT NULL CHECK (total >= 0),
          saved_at REAL NOT NULL
        )
        """)
      try connection.execute(
        """
        CREATE TABLE saved_goods_position (
          source TEXT NOT NULL,
          position INTEGER NOT NULL CHECK (position >= 0),
          product_id INTEGER,
          product BLOB,
          saved_at REAL NOT NULL,
          PRIMARY KEY (source, position)
        )
        """)
      try connection.execute(
        "CREATE UNIQUE INDEX saved_goods_product ON saved_goods_position (source, product_id)")
    },
  ]
}
