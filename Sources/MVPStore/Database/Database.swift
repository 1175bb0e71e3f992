import Foundation

#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

/// One connection to an SQLite database (<https://www.sqlite.org>): the small persistence layer
/// of MVPKit's services, under their service protocols, never under a presenter.
///
/// Work runs in transactions: ``read(_:)`` for a consistent snapshot, ``write(_:)`` for changes
/// that land whole or not at all (an error thrown inside rolls everything back, and a process
/// that dies before the commit leaves the file as it was). Statements are fixed at compile time
/// with bound parameters (``DatabaseConnection``). ``migrate(_:applicationID:)`` brings the
/// schema to the newest version kept in `PRAGMA user_version`.
///
/// A new file database (no schema, version or application id yet) is put in write-ahead-log mode (`PRAGMA journal_mode=WAL`), which
/// the file keeps; an existing file keeps its own mode, so merely opening a file changes nothing
/// in it. In WAL mode readers in other connections and processes do not block the writer. Two
/// connections to one file see each other's committed writes; one that needs a lock another
/// holds waits up to `busyTimeout`, then fails with ``DatabaseError/Kind/busy``.
///
/// Threading: `Sendable`; calls from any thread are serialised by a lock and run on the calling
/// thread (they block it for the time of the transaction). A closure must not call back into the
/// same database: a nested ``read(_:)`` or ``write(_:)`` throws ``DatabaseError/Kind/misuse``.
public final class Database: @unchecked Sendable {
  /// Where the data lives.
  public let location: DatabaseLocation

  /// Whether the database may change its data.
  public let access: DatabaseAccess

  // Guarded by `lock`: SQLite is opened without its own mutex, and every use holds this lock.
  private let lock = NSRecursiveLock()
  private let handle: OpaquePointer
  private var inTransaction = false

  /// Opens or creates a database and checks that it is one.
  ///
  /// - Parameters:
  ///   - location: A file, or a private in-memory database.
  ///   - access: ``DatabaseAccess/readWrite`` (the default; creates a missing file) or
  ///     ``DatabaseAccess/readOnly`` (the file must exist).
  ///   - busyTimeout: How long a statement waits for a lock another connection holds before
  ///     failing with ``DatabaseError/Kind/busy``; defaults to 2 seconds, 0 fails at once.
  /// - Throws: ``DatabaseError`` of kind ``DatabaseError/Kind/cannotOpen`` (missing directory,
  ///   missing file read-only, no permission, a write-ahead-log file without its `-shm` index in
  ///   a directory the process may not write), ``DatabaseError/Kind/notADatabase`` (a file of
  ///   another kind), ``DatabaseError/Kind/corrupt`` (a damaged or truncated file; SQLite
  ///   reads an empty file as an empty database; damage deeper in the file fails the statement
  ///   that reads it, later) or, for ``DatabaseAccess/readWrite``,
  ///   ``DatabaseError/Kind/readOnly`` (a file the process may read but not write).
  public init(
    _ location: DatabaseLocation, access: DatabaseAccess = .readWrite,
    busyTimeout: Duration = .seconds(2)
  ) throws(DatabaseError) {
    self.location = location
    self.access = access
    var flags = SQLITE_OPEN_NOMUTEX
    flags |= access == .readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    var opened: OpaquePointer?
    let result = sqlite3_open_v2(location.sqliteName, &opened, flags, nil)
    guard result == SQLITE_OK, let opened else {
      let error = DatabaseError.sqlite(result, handle: opened)
      sqlite3_close_v2(opened)
      throw error
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, Self.milliseconds(busyTimeout))
    // Writing was asked for: a file the process may not write fails now, not at the first write,
    // which could not succeed either; and before the first read, which would leave a
    // write-ahead log's index files behind.
    // From here every stored property is set, so a throw runs `deinit`, which closes the handle:
    // closing it here too would close it twice.
    guard access == .readOnly || sqlite3_db_readonly(handle, "main") != 1 else {
      throw DatabaseError(
        kind: .readOnly, code: SQLITE_READONLY,
        message: "the file can only be read: the process may not write it (open it with "
          + "access .readOnly to read it)")
    }
    do throws(DatabaseError) {
      // Reading the schema reads the file's header: a file of another kind fails here.
      let objectCount = try connection.schemaObjectCount
      let version = try connection.userVersion
      let applicationID = try connection.applicationID
      let isNew = objectCount == 0 && version == 0 && applicationID == 0
      // Only a new file (no schema, version or application id) is switched: an existing file,
      // perhaps another program's, keeps its journal mode, so opening it changes nothing.
      if access == .readWrite, case .file = location, isNew {
        try connection.run("PRAGMA journal_mode=WAL")
      }
    } catch {
      throw Self.openingError(error)
    }
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// `error` as the failure to open the file: a file that cannot even be read for want of write
  /// permission (a write-ahead-log file whose `-shm` index the process may not create,
  /// `SQLITE_READONLY_DIRECTORY`) cannot be opened, although SQLite calls it read-only.
  private static func openingError(_ error: DatabaseError) -> DatabaseError {
    guard error.kind == .readOnly else { return error }
    return DatabaseError(
      kind: .cannotOpen, code: error.code,
      message: "the file cannot be read without writing next to it: \(error.message)",
      statement: error.statement)
  }

  /// `duration` in whole milliseconds, from 0 to `Int32.max` (about 24 days): what
  /// `sqlite3_busy_timeout` takes. Longer durations are clamped instead of overflowing.
  private static func milliseconds(_ duration: Duration) -> Int32 {
    let (seconds, attoseconds) = duration.components
    // `Int32.max` milliseconds are less than 2,147,484 seconds: bounding the seconds first keeps
    // the arithmetic in range.
    let bounded = min(max(seconds, -1), 2_147_484)
    return Int32(clamping: max(0, bounded * 1000 + attoseconds / 1_000_000_000_000_000))
  }

  private var connection: DatabaseConnection {
    DatabaseConnection(handle: handle, readsOnly: false)
  }

  /// Runs `body` in a read transaction: every query in it sees the same committed state.
  ///
  /// - Parameter body: Reads through the connection; it must not keep the connection.
  /// - Returns: What `body` returns.
  /// - Throws: ``DatabaseError`` from SQLite (``DatabaseError/Kind/misuse`` for a statement
  ///   that would write: writes belong in ``write(_:)``), or whatever `body` throws.
  @discardableResult
  public func read<Value>(_ body: (DatabaseConnection) throws -> Value) throws -> Value {
    try transaction("BEGIN DEFERRED", readsOnly: true, body)
  }

  /// Runs `body` in a write transaction, taking the write lock at once (`BEGIN IMMEDIATE`), and
  /// commits; when `body` throws, or the commit fails, nothing of it is written.
  ///
  /// - Parameter body: Reads and writes through the connection; it must not keep the connection.
  /// - Returns: What `body` returns.
  /// - Throws: ``DatabaseError`` (``DatabaseError/Kind/busy`` when another connection keeps the
  ///   write lock past the busy timeout, ``DatabaseError/Kind/readOnly`` on a read-only
  ///   database), or whatever `body` throws, after rolling back.
  @discardableResult
  public func write<Value>(_ body: (DatabaseConnection) throws -> Value) throws -> Value {
    try transaction("BEGIN IMMEDIATE", readsOnly: false, body)
  }

  /// The journal mode in use (`PRAGMA journal_mode`): `wal` for a file this type created,
  /// `memory` in memory, the file's own mode when opened read-only.
  ///
  /// - Throws: ``DatabaseError`` when the file cannot be read.
  public var journalMode: String {
    get throws {
      // SQLite counts `PRAGMA journal_mode` as a statement that may write (with an argument it
      // does), so it runs where writing is allowed; without an argument it only reads.
      try transaction("BEGIN DEFERRED", readsOnly: false) { connection in
        try connection.single("PRAGMA journal_mode") { row throws(DatabaseError) in try row.text(0)
        }
      }
    }
  }

  private func transaction<Value>(
    _ begin: String, readsOnly: Bool, _ body: (DatabaseConnection) throws -> Value
  ) throws -> Value {
    lock.lock()
    defer { lock.unlock() }
    guard !inTransaction else {
      throw DatabaseError(
        kind: .misuse, message: "a transaction was started inside another on one connection")
    }
    let connection = DatabaseConnection(handle: handle, readsOnly: readsOnly)
    try connection.run(begin)
    inTransaction = true
    defer { inTransaction = false }
    let value: Value
    do {
      value = try body(connection)
      try connection.run("COMMIT")
    } catch {
      // A failed COMMIT may leave the transaction open; ROLLBACK ends it whatever happened.
      if sqlite3_get_autocommit(handle) == 0 {
        try? connection.run("ROLLBACK")
      }
      throw error
    }
    return value
  }
}
