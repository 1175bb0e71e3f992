import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// `migrate` runs exactly the steps a file lacks, all of them or none, and refuses files and
/// step lists it cannot handle without touching the file.
@Suite struct MigrationTests {
  let directory: TemporaryDirectory
  let url: URL

  init() throws {
    directory = try TemporaryDirectory()
    url = directory.file("shop.sqlite")
  }

  /// Version 1: `item` and `step_log`, where every step records that it ran.
  static let v1 = Migration(version: 1) { connection in
    try ItemTable.migration.apply(connection)
    try connection.execute("CREATE TABLE step_log (version INTEGER NOT NULL)")
    try connection.execute("INSERT INTO step_log (version) VALUES (1)")
  }

  /// Version 2: a `price` column on `item`.
  static let v2 = Migration(version: 2) { connection in
    try connection.execute("ALTER TABLE item ADD COLUMN price INTEGER NOT NULL DEFAULT 0")
    try connection.execute("INSERT INTO step_log (version) VALUES (2)")
  }

  /// Version 3: an index on `price`.
  static let v3 = Migration(version: 3) { connection in
    try connection.execute("CREATE INDEX item_price ON item (price)")
    try connection.execute("INSERT INTO step_log (version) VALUES (3)")
  }

  struct StepFailure: Error, Equatable {}

  static func stepLog(_ database: Database) throws -> [Int] {
    try database.read { connection in
      try connection.query("SELECT version FROM step_log ORDER BY rowid") {
        row throws(DatabaseError) in try row.int(0)
      }
    }
  }

  @Test func aNewFileRunsEveryStepOnceAndThenNone() throws {
    let database = try Database(.file(url))
    #expect(try database.migrate([Self.v1, Self.v2, Self.v3]) == (0, 3))
    #expect(try Self.stepLog(database) == [1, 2, 3])
    #expect(try StoredState(database).userVersion == 3)
    #expect(
      try StoredState(database).schema.map { $0.prefix { $0 != ":" } } == [
        "item", "item_price", "sqlite_autoindex_item_1", "step_log",
      ])
    #expect(try database.migrate([Self.v1, Self.v2, Self.v3]) == (3, 3))
    #expect(try Self.stepLog(database) == [1, 2, 3])
  }

  @Test func aFileOfAnOlderVersionRunsOnlyTheMissingStepAndKeepsItsData() throws {
    do {
      let v1File = try Database(.file(url))
      #expect(try v1File.migrate([Self.v1]) == (0, 1))
      try v1File.write { try ItemTable.insert("apple", $0) }
    }
    let database = try Database(.file(url))
    #expect(try database.migrate([Self.v1, Self.v2]) == (1, 2))
    #expect(try Self.stepLog(database) == [1, 2])
    let items = try database.read { connection in
      try connection.query("SELECT name, price FROM item") { row throws(DatabaseError) in
        "\(try row.text(0)) \(try row.int(1))"
      }
    }
    #expect(items == ["apple 0"])
    #expect(try StoredState(database).userVersion == 2)
  }

  @Test func aStepThatThrowsLeavesSchemaDataAndVersionAsTheyWere() throws {
    let database = try Database(.file(url))
    try database.migrate([Self.v1])
    try database.write { try ItemTable.insert("apple", $0) }
    let before = try StoredState(database)
    let failingV2 = Migration(version: 2) { connection in
      try Self.v2.apply(connection)
      try connection.execute("CREATE TABLE extra (x)")
      try connection.execute("UPDATE item SET name = 'changed'")
      throw StepFailure()
    }
    #expect(throws: StepFailure()) { try database.migrate([Self.v1, failingV2, Self.v3]) }
    #expect(try StoredState(database) == before)
    #expect(try Self.stepLog(database) == [1])
    #expect(try StoredState(Database(.file(url))) == before)
  }

  @Test func aNewFileWhoseSecondStepThrowsKeepsNoStepAtAll() throws {
    let database = try Database(.file(url))
    let failingV2 = Migration(version: 2) { _ in throw StepFailure() }
    #expect(throws: StepFailure()) { try database.migrate([Self.v1, failingV2]) }
    #expect(try StoredState(database) == StoredState(userVersion: 0, schema: [], items: []))
  }

  @Test func aFileOfANewerVersionIsRefusedAndLeftAlone() throws {
    do {
      let newer = try Database(.file(url))
      try newer.migrate([Self.v1, Self.v2, Self.v3])
      try newer.write { try ItemTable.insert("apple", $0) }
    }
    let database = try Database(.file(url))
    let before = try StoredState(database)
    #expect(
      throws: DatabaseError(
        kind: .newerSchema(found: 3, supported: 2),
        message: "the file's schema version 3 is newer than this program's 2")
    ) { try database.migrate([Self.v1, Self.v2]) }
    #expect(try StoredState(database) == before)
    #expect(try Self.stepLog(database) == [1, 2, 3])
  }

  @Test(arguments: [[0], [2], [-1], [0, 1], [1, 3], [2, 1], [1, 1], [1, 2, 2]])
  func versionsThatAreNotOneTwoThreeAreMisuseAndTouchNothing(versions: [Int]) throws {
    let database = try Database(.file(url))
    let steps = versions.map { version in
      Migration(version: version) { try ItemTable.migration.apply($0) }
    }
    #expect(
      throws: DatabaseError(
        kind: .misuse, message: "migration versions must be 1, 2, 3… in order, got \(versions)")
    ) { try database.migrate(steps) }
    #expect(try StoredState(database) == StoredState(userVersion: 0, schema: [], items: []))
  }

  /// Decision: no steps means "this program knows schema version 0", by the same rule as any
  /// other list: a new file has nothing to do, a file with a schema is newer than the program.
  @Test func anEmptyListLeavesANewFileAtVersionZero() throws {
    let database = try Database(.file(url))
    #expect(try database.migrate([]) == (0, 0))
    #expect(try StoredState(database) == StoredState(userVersion: 0, schema: [], items: []))
  }

  @Test func anEmptyListRefusesAFileThatHasASchema() throws {
    let database = try Database(.file(url))
    try database.migrate([Self.v1])
    let before = try StoredState(database)
    #expect(
      throws: DatabaseError(
        kind: .newerSchema(found: 1, supported: 0),
        message: "the file's schema version 1 is newer than this program's 0")
    ) { try database.migrate([]) }
    #expect(try StoredState(database) == before)
  }
}
