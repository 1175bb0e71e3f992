import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// `migrate(_:applicationID:)` claims new files for the program and refuses other programs'
/// files without touching them; opening an up-to-date file waits for no writer.
@Suite struct ApplicationIDTests {
  static let ours: Int32 = 0x4D56_5047
  let directory: TemporaryDirectory
  let url: URL

  init() throws {
    directory = try TemporaryDirectory()
    url = directory.file("shop.sqlite")
  }

  /// The file's application id and schema version, read by a connection of its own.
  func header() throws -> [Int] {
    try Database(.file(url)).read { connection in
      try connection.query(
        "SELECT application_id, user_version FROM pragma_application_id, pragma_user_version"
      ) { row throws(DatabaseError) in [try row.int(0), try row.int(1)] }.first ?? []
    }
  }

  @Test func aNewFileIsClaimedWithItsSchema() throws {
    let database = try Database(.file(url))
    #expect(try database.migrate([ItemTable.migration], applicationID: Self.ours) == (0, 1))
    #expect(try header() == [Int(Self.ours), 1])
    #expect(try database.migrate([ItemTable.migration], applicationID: Self.ours) == (1, 1))
  }

  @Test func anUnclaimedFileWithASchemaVersionIsRefusedUntilTheProgramClaimsItInAStep() throws {
    // Written before the program used an application id (or by another program with a version).
    try Database(.file(url)).migrate([ItemTable.migration])
    #expect(try header() == [0, 1])
    #expect(
      throws: DatabaseError(
        kind: .otherApplication(applicationID: 0),
        message: "the file belongs to another program (it is not marked as this program's)")
    ) { try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours) }
    #expect(try header() == [0, 1])
    let claim = Migration(version: 2) { try $0.execute("PRAGMA application_id = 1297502279") }
    try Database(.file(url)).migrate([ItemTable.migration, claim])
    try Database(.file(url)).migrate([ItemTable.migration, claim], applicationID: Self.ours)
    #expect(try header() == [Int(Self.ours), 2])
  }

  @Test func anotherProgramsFileIsReportedAsSuchEvenWithAHigherVersion() throws {
    try Database(.file(url)).migrate(
      [ItemTable.migration, Migration(version: 2) { _ in }, Migration(version: 3) { _ in }],
      applicationID: 7)
    #expect(
      throws: DatabaseError(
        kind: .otherApplication(applicationID: 7),
        message: "the file belongs to another program (application id 7)")
    ) { try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours) }
  }

  @Test func openingAnotherProgramsFileChangesNoByteOfIt() throws {
    do {
      let other = try Database(.file(url))
      try other.write { try $0.execute("CREATE TABLE contact (name TEXT)") }
    }
    // Another program's file in the rollback journal mode most programs use: header bytes 18
    // and 19 (the file format's write and read versions) are 1 for rollback, 2 for WAL.
    var bytes = try Data(contentsOf: url)
    #expect(bytes[18] == 2 && bytes[19] == 2)
    bytes[18] = 1
    bytes[19] = 1
    try bytes.write(to: url)
    #expect(try Database(.file(url), access: .readOnly).journalMode == "delete")
    let before = try Data(contentsOf: url)
    #expect(throws: DatabaseError.self) {
      try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours)
    }
    #expect(try Data(contentsOf: url) == before)
    #expect(try directory.fileNames() == ["shop.sqlite"])
  }

  @Test func aFileClaimedByAnotherProgramIsRefusedAndLeftAlone() throws {
    try Database(.file(url)).migrate([ItemTable.migration], applicationID: 7)
    #expect(throws: DatabaseError.self) {
      try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours)
    }
    do {
      try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours)
    } catch let error as DatabaseError {
      #expect(error.kind == .otherApplication(applicationID: 7))
      #expect(error.message == "the file belongs to another program (application id 7)")
    }
    #expect(try header() == [7, 1])
  }

  @Test func anotherProgramsUnversionedFileWithTablesIsRefusedAndLeftAlone() throws {
    let other = try Database(.file(url))
    try other.write { try $0.execute("CREATE TABLE contact (name TEXT)") }
    #expect(
      throws: DatabaseError(
        kind: .otherApplication(applicationID: 0),
        message: "the file belongs to another program (it is not marked as this program's)")
    ) { try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours) }
    let tables = try other.read { connection in
      try connection.query("SELECT name FROM sqlite_schema ORDER BY name") {
        row throws(DatabaseError) in try row.text(0)
      }
    }
    #expect(tables == ["contact"])
    #expect(try header() == [0, 0])
  }

  /// A file without tables but with a version or an application id is not new: it is another
  /// program's, refused without a byte changed (it keeps its rollback journal, too).
  @Test(arguments: ["PRAGMA user_version = 3", "PRAGMA application_id = 1234"] as [StaticString])
  func anotherProgramsFileWithoutTablesIsRefusedUntouched(mark: StaticString) throws {
    try Database(.file(url)).write { try $0.execute(mark) }
    var bytes = try Data(contentsOf: url)
    bytes[18] = 1
    bytes[19] = 1
    try bytes.write(to: url)
    #expect(throws: DatabaseError.self) {
      try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours)
    }
    #expect(try Data(contentsOf: url) == bytes)
    #expect(try directory.fileNames() == ["shop.sqlite"])
  }

  @Test func anUpToDateFileOpensWhileAnotherConnectionHoldsTheWriteLock() throws {
    try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours)
    let writer = try Database(.file(url))
    let opened = try writer.write { connection in
      try ItemTable.insert("apple", connection)
      // Nothing to migrate: the second connection reads and never asks for the write lock.
      return try Database(.file(url), busyTimeout: .zero)
        .migrate([ItemTable.migration], applicationID: Self.ours)
    }
    #expect(opened == (1, 1))
  }

  @Test func aFileThatNeedsMigratingWaitsForTheWriteLockAndReportsBusy() throws {
    try Database(.file(url)).migrate([ItemTable.migration], applicationID: Self.ours)
    let writer = try Database(.file(url))
    try writer.write { _ in
      #expect {
        try Database(.file(url), busyTimeout: .zero).migrate(
          [ItemTable.migration, Migration(version: 2) { _ in }], applicationID: Self.ours)
      } throws: { ($0 as? DatabaseError)?.kind == .busy }
    }
  }
}
