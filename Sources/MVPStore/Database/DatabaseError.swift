#if canImport(SQLite3)
  internal import SQLite3
#else
  internal import CSQLite
#endif

/// A failure of a ``Database``: what kind it is, SQLite's own explanation, and the statement that
/// failed.
///
/// Kinds come from SQLite's primary result codes (<https://www.sqlite.org/rescode.html>), plus the
/// checks of this module (``Kind/newerSchema(found:supported:)``, ``Kind/unexpectedValue``).
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, for deciding what to do.
  public enum Kind: Equatable, Sendable {
    /// Another connection holds the lock the operation needs, past the busy timeout
    /// (`SQLITE_BUSY`, `SQLITE_LOCKED`). Trying again later may succeed.
    case busy
    /// The file is damaged: a page or the header cannot be read as SQLite wrote it
    /// (`SQLITE_CORRUPT`), as after truncation.
    case corrupt
    /// The file is not an SQLite database at all (`SQLITE_NOTADB`).
    case notADatabase
    /// The disk or the database's size limit is full (`SQLITE_FULL`).
    case diskFull
    /// A write broke a rule of the schema: a `UNIQUE`, `CHECK`, `NOT NULL` or foreign key
    /// (`SQLITE_CONSTRAINT`). Nothing of the statement was written.
    case constraint
    /// A write on a database opened read-only, or on a file the process may not write
    /// (`SQLITE_READONLY`).
    case readOnly
    /// The file could not be opened: a missing directory, a missing file opened read-only, no
    /// permission (`SQLITE_CANTOPEN`, `SQLITE_PERM`), or a file that cannot be read without
    /// writing next to it (`SQLITE_READONLY_DIRECTORY` while opening).
    case cannotOpen
    /// The file's schema version (`PRAGMA user_version`) is newer than the newest migration the
    /// program knows: a newer version of the program wrote it. Nothing was changed.
    ///
    /// - found: The file's version.
    /// - supported: The newest version the program knows.
    case newerSchema(found: Int, supported: Int)
    /// The file belongs to another program: ``Database/migrate(_:applicationID:)`` was given the
    /// program's application id and the file is neither marked with it (`PRAGMA application_id`)
    /// nor new (no schema, version or id). Nothing was changed.
    ///
    /// - applicationID: The file's application id, 0 when it names none.
    case otherApplication(applicationID: Int32)
    /// A column held a value of another type than the reader asked for (text where a number was
    /// expected, `NULL` in a required column).
    case unexpectedValue
    /// The program used the API wrongly: more than one statement in one call, a parameter count
    /// that does not match (`SQLITE_MISUSE`, `SQLITE_RANGE`), a statement that writes in a read
    /// transaction, a transaction started inside another on one ``Database``, migration versions
    /// that are not 1, 2, 3….
    case misuse
    /// Any other SQLite failure, such as an I/O error; ``DatabaseError/code`` tells which.
    case other
  }

  /// What went wrong.
  public var kind: Kind

  /// SQLite's extended result code, for example 2067 (`SQLITE_CONSTRAINT_UNIQUE`); 0 for the
  /// module's own checks.
  public var code: Int32

  /// SQLite's explanation (`sqlite3_errmsg`), or the module's own, in English, for logs.
  public var message: String

  /// The statement that failed, as written in the program (never with its bound values), or `nil`
  /// when the failure is not about one statement.
  public var statement: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: What went wrong.
  ///   - code: SQLite's extended result code, or 0.
  ///   - message: The explanation, for logs.
  ///   - statement: The statement that failed, or `nil`.
  public init(kind: Kind, code: Int32 = 0, message: String, statement: String? = nil) {
    self.kind = kind
    self.code = code
    self.message = message
    self.statement = statement
  }

  /// One line for logs: the message, SQLite's code when there is one, and the statement when
  /// there is one, for example
  /// `UNIQUE constraint failed: cart_line.product_id (code 2067) in INSERT INTO …`.
  public var description: String {
    var text = code == 0 ? message : "\(message) (code \(code))"
    if let statement { text += " in \(statement)" }
    return text
  }

  /// The error SQLite reports on `handle` for result `code`.
  static func sqlite(
    _ code: Int32, handle: OpaquePointer?, statement: String? = nil
  ) -> DatabaseError {
    let extended = handle.map { sqlite3_extended_errcode($0) } ?? code
    let message =
      handle.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
      ?? String(cString: sqlite3_errstr(code))
    return DatabaseError(
      kind: kind(of: code), code: extended, message: message, statement: statement)
  }

  /// The kind of SQLite result `code` (primary or extended).
  static func kind(of code: Int32) -> Kind {
    switch code & 0xFF {
    case SQLITE_BUSY, SQLITE_LOCKED: .busy
    case SQLITE_CORRUPT: .corrupt
    case SQLITE_NOTADB: .notADatabase
    case SQLITE_FULL: .diskFull
    case SQLITE_CONSTRAINT: .constraint
    case SQLITE_READONLY: .readOnly
    case SQLITE_CANTOPEN, SQLITE_PERM: .cannotOpen
    case SQLITE_MISUSE, SQLITE_RANGE: .misuse
    default: .other
    }
  }
}
