import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// Files that are not databases, or no longer whole ones, fail with a typed error when they are
/// opened (SQLite 3.40: at `Database.init`'s first read of the schema, never later), and are
/// left as they were.
@Suite struct DamagedFileTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  static let schemaRead = "SELECT count(*) FROM sqlite_schema"

  /// A closed database of 4096-byte pages, several of them, with the write-ahead log
  /// checkpointed into it.
  func wholeDatabase(_ name: String) throws -> URL {
    let url = directory.file(name)
    let database = try Database(.file(url))
    try database.migrate([ItemTable.migration])
    try database.write { connection in
      for index in 0..<200 {
        try ItemTable.insert("item \(index) " + String(repeating: "x", count: 100), connection)
      }
    }
    let pageSize = try database.read { connection in
      try connection.query("PRAGMA page_size") { row throws(DatabaseError) in try row.int(0) }
    }
    #expect(pageSize == [4096])
    return url
  }

  func truncated(to size: Int) throws -> URL {
    let url = try wholeDatabase("truncated.sqlite")
    #expect(directory.size(of: "truncated.sqlite") ?? 0 > 4 * 4096)
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: UInt64(size))
    try handle.close()
    return url
  }

  @Test(arguments: [DatabaseAccess.readWrite, .readOnly])
  func aTextFileIsNotADatabase(access: DatabaseAccess) throws {
    let url = directory.file("notes.sqlite")
    let text = Data(String(repeating: "not a database, just some notes\n", count: 20).utf8)
    try text.write(to: url)
    #expect(
      throws: DatabaseError(
        kind: .notADatabase, code: 26, message: "file is not a database",
        statement: Self.schemaRead)
    ) { try Database(.file(url), access: access) }
    #expect(try Data(contentsOf: url) == text)
    #expect(try directory.fileNames() == ["notes.sqlite"])
  }

  /// The header still names the old page count, which the file no longer has: SQLite 3.40
  /// reports the whole file as malformed (`SQLITE_CORRUPT`, 11) on the first read of the
  /// schema, also when the header itself is cut (50 bytes).
  @Test(arguments: [6144, 50], [DatabaseAccess.readWrite, .readOnly])
  func aTruncatedDatabaseIsCorruptAtOpen(size: Int, access: DatabaseAccess) throws {
    let url = try truncated(to: size)
    let bytes = try Data(contentsOf: url)
    #expect(
      throws: DatabaseError(
        kind: .corrupt, code: 11, message: "database disk image is malformed",
        statement: Self.schemaRead)
    ) { try Database(.file(url), access: access) }
    #expect(try Data(contentsOf: url) == bytes)
  }

  /// SQLite treats an empty file as an empty database: a store cut to 0 bytes opens without
  /// error and has lost everything, schema version included.
  @Test func aDatabaseTruncatedToNothingOpensEmpty() throws {
    let url = try truncated(to: 0)
    let database = try Database(.file(url))
    #expect(try StoredState(database) == StoredState(userVersion: 0, schema: [], items: []))
  }

  @Test func aFileInAMissingDirectoryCannotBeOpened() throws {
    let url = directory.file("missing").appendingPathComponent("shop.sqlite")
    #expect(
      throws: DatabaseError(kind: .cannotOpen, code: 14, message: "unable to open database file")
    ) { try Database(.file(url)) }
    #expect(try directory.fileNames() == [])
  }

  @Test func aMissingFileOpenedReadOnlyCannotBeOpenedAndIsNotCreated() throws {
    let url = directory.file("missing.sqlite")
    #expect(
      throws: DatabaseError(kind: .cannotOpen, code: 14, message: "unable to open database file")
    ) { try Database(.file(url), access: .readOnly) }
    #expect(try directory.fileNames() == [])
  }
}
