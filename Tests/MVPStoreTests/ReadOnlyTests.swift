import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// A database opened `.readOnly` reads and never writes; a file the process may not write is
/// opened read-only by SQLite. Permission bits do not bind root, so the tests about them run
/// only as the user they are about (CI containers often run as root; run the suite as another
/// user, for example with `setpriv --reuid=nobody`, to run the others).
@Suite struct ReadOnlyTests {
  let directory: TemporaryDirectory
  let url: URL

  static let isRoot = geteuid() == 0

  init() throws {
    directory = try TemporaryDirectory()
    url = directory.file("shop.sqlite")
    let database = try Database(.file(url))
    try database.migrate([ItemTable.migration])
    try database.write { try ItemTable.insert("apple", $0) }
  }

  static func readOnlyError(_ statement: String) -> DatabaseError {
    DatabaseError(
      kind: .readOnly, code: 8, message: "attempt to write a readonly database",
      statement: statement)
  }

  @Test func readOnlyAccessReadsAndRefusesEveryWrite() throws {
    let database = try Database(.file(url), access: .readOnly)
    let before = try StoredState(database)
    #expect(before.items == ["apple"])
    #expect(throws: Self.readOnlyError("INSERT INTO item (name) VALUES (?1)")) {
      try database.write { try ItemTable.insert("pear", $0) }
    }
    #expect(throws: Self.readOnlyError("CREATE TABLE other (x)")) {
      try database.write { try $0.execute("CREATE TABLE other (x)") }
    }
    #expect(throws: Self.readOnlyError("PRAGMA user_version = 7")) {
      try database.write { try $0.execute("PRAGMA user_version = 7") }
    }
    let v2 = Migration(version: 2) { try $0.execute("DROP TABLE item") }
    #expect(throws: Self.readOnlyError("DROP TABLE item")) {
      try database.migrate([ItemTable.migration, v2])
    }
    #expect(try StoredState(database) == before)
    #expect(try StoredState(Database(.file(url))) == before)
  }

  @Test func aReadOnlyConnectionSeesWhatAWriterCommittedToTheLog() throws {
    let writer = try Database(.file(url))
    try writer.write { try ItemTable.insert("pear", $0) }
    #expect(directory.size(of: "shop.sqlite-wal") ?? 0 > 0)
    let reader = try Database(.file(url), access: .readOnly)
    #expect(try ItemTable.names(in: reader) == ["apple", "pear"])
    #expect(try reader.journalMode == "wal")
  }

  /// Measured: in a directory it may write, a read-only connection to a write-ahead-log file
  /// creates the `-shm` index and an empty `-wal` it needs, and being read-only leaves them
  /// when closed; the next connection that writes removes them when it closes.
  @Test func readingAWriteAheadLogFileReadOnlyCreatesAndLeavesItsIndex() throws {
    #expect(try directory.fileNames() == ["shop.sqlite"])
    do {
      let reader = try Database(.file(url), access: .readOnly)
      #expect(try ItemTable.names(in: reader) == ["apple"])
    }
    #expect(try directory.fileNames() == ["shop.sqlite", "shop.sqlite-shm", "shop.sqlite-wal"])
    #expect(directory.size(of: "shop.sqlite-wal") == 0)
    do {
      let writer = try Database(.file(url))
      try writer.write { try ItemTable.insert("pear", $0) }
    }
    #expect(try directory.fileNames() == ["shop.sqlite"])
  }

  @Test(.enabled(if: isRoot, "permission bits bind every user but root"))
  func asRootAFileWithoutWritePermissionIsStillWritten() throws {
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let database = try Database(.file(url))
    try database.write { try ItemTable.insert("pear", $0) }
    #expect(try ItemTable.names(in: database) == ["apple", "pear"])
  }

  @Test(.enabled(if: !isRoot, "root may write any file"))
  func aFileWithoutWritePermissionIsRefusedForWritingAndReadsWithReadOnlyAccess() throws {
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    #expect(
      throws: DatabaseError(
        kind: .readOnly, code: 8,
        message: "the file can only be read: the process may not write it (open it with access "
          + ".readOnly to read it)")
    ) { try Database(.file(url)) }
    // Refused before its first read: no index files are left behind to block a later writer.
    #expect(try directory.fileNames() == ["shop.sqlite"])
    let reader = try Database(.file(url), access: .readOnly)
    #expect(try ItemTable.names(in: reader) == ["apple"])
  }

  /// Without its `-shm` index and without the right to create one, a write-ahead-log file cannot
  /// be read at all (`SQLITE_READONLY_DIRECTORY`, 1544, on the first read): the file cannot be
  /// opened, whichever access was asked for.
  @Test(
    .enabled(if: !isRoot, "root may write any directory"),
    arguments: [DatabaseAccess.readOnly, .readWrite])
  func aLogFileInADirectoryWithoutWritePermissionCannotBeOpened(access: DatabaseAccess) throws {
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o555], ofItemAtPath: directory.url.path)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
    }
    #expect(
      throws: DatabaseError(
        kind: .cannotOpen, code: 1544,
        message: "the file cannot be read without writing next to it: "
          + "attempt to write a readonly database",
        statement: "SELECT count(*) FROM sqlite_schema")
    ) { try Database(.file(url), access: access) }
  }
}
