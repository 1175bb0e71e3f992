import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// Using the API wrongly fails with `.misuse` (or `.unexpectedValue` for a reader of the wrong
/// type) before anything is written, and never traps.
@Suite struct MisuseTests {
  let directory: TemporaryDirectory
  let database: Database

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(.file(directory.file("shop.sqlite")))
    try database.migrate([ItemTable.migration])
  }

  static let nested = DatabaseError(
    kind: .misuse, message: "a transaction was started inside another on one connection")

  @Test func twoStatementsInOneCallAreRefusedAndNeitherRuns() throws {
    let sql: StaticString = "INSERT INTO item (name) VALUES ('a'); DROP TABLE item"
    #expect(
      throws: DatabaseError(
        kind: .misuse, message: "more than one statement in one call", statement: "\(sql)")
    ) { try database.write { try $0.execute(sql) } }
    #expect(try StoredState(database).schema.count == 2)
    #expect(try ItemTable.names(in: database) == [])
  }

  @Test func aTrailingSemicolonIsStillOneStatement() throws {
    try database.write { try $0.execute("INSERT INTO item (name) VALUES ('a'); \n ;") }
    #expect(try ItemTable.names(in: database) == ["a"])
  }

  @Test func anEmptyStatementIsRefused() throws {
    #expect(
      throws: DatabaseError(kind: .misuse, message: "no statement to run", statement: " ")
    ) { try database.write { try $0.execute(" ") } }
  }

  @Test func aWrongNumberOfArgumentsIsRefusedAndNothingIsWritten() throws {
    let sql: StaticString = "INSERT INTO item (name, quantity) VALUES (?1, ?2)"
    #expect(
      throws: DatabaseError(
        kind: .misuse, message: "the statement takes 2 bound values, 1 were given",
        statement: "\(sql)")
    ) { try database.write { try $0.execute(sql, .text("a")) } }
    #expect(
      throws: DatabaseError(
        kind: .misuse, message: "the statement takes 2 bound values, 3 were given",
        statement: "\(sql)")
    ) { try database.write { try $0.execute(sql, .text("a"), .int(1), .int(2)) } }
    #expect(try ItemTable.names(in: database) == [])
  }

  @Test func readingAColumnAsAnotherTypeNamesTheColumn() throws {
    try database.write { try ItemTable.insert("apple", $0) }
    let sql: StaticString = "SELECT name, NULL AS note, quantity FROM item"
    func read(_ reader: @escaping (DatabaseRow) throws(DatabaseError) -> Void) throws {
      _ = try database.read { try $0.query(sql, read: reader) }
    }
    func mismatch(_ column: String) -> DatabaseError {
      DatabaseError(kind: .unexpectedValue, message: column, statement: "\(sql)")
    }
    #expect(throws: mismatch("column 0 (name) does not hold an integer")) {
      try read { row throws(DatabaseError) in _ = try row.int(0) }
    }
    #expect(throws: mismatch("column 1 (note) does not hold an integer")) {
      try read { row throws(DatabaseError) in _ = try row.int(1) }
    }
    #expect(throws: mismatch("column 2 (quantity) does not hold text")) {
      try read { row throws(DatabaseError) in _ = try row.text(2) }
    }
    #expect(throws: mismatch("column 0 (name) does not hold a number")) {
      try read { row throws(DatabaseError) in _ = try row.double(0) }
    }
    #expect(throws: mismatch("column 0 (name) does not hold a blob")) {
      try read { row throws(DatabaseError) in _ = try row.data(0) }
    }
    #expect(throws: mismatch("column 3 (?) does not hold an integer")) {
      try read { row throws(DatabaseError) in _ = try row.int(3) }
    }
  }

  @Test func aNestedWriteIsMisuseAndTheOuterCommitsWhenItCatchesIt() throws {
    try database.write { connection in
      try ItemTable.insert("outer", connection)
      #expect(throws: Self.nested) { try database.write { try ItemTable.insert("inner", $0) } }
      #expect(throws: Self.nested) { try database.read { try ItemTable.names($0) } }
      #expect(throws: Self.nested) { try database.migrate([ItemTable.migration]) }
    }
    #expect(try ItemTable.names(in: database) == ["outer"])
  }

  @Test func aNestedWriteIsMisuseAndTheOuterRollsBackWhenItThrowsIt() throws {
    #expect(throws: Self.nested) {
      try database.write { connection in
        try ItemTable.insert("outer", connection)
        try database.write { try ItemTable.insert("inner", $0) }
      }
    }
    #expect(try ItemTable.names(in: database) == [])
  }

  @Test func aStatementThatWritesInsideAReadIsRefused() throws {
    let sql: StaticString = "INSERT INTO item (name) VALUES (?1)"
    #expect(
      throws: DatabaseError(
        kind: .misuse, message: "a statement that writes, in a read transaction",
        statement: "\(sql)")
    ) { try database.read { try $0.execute(sql, .text("a")) } }
    #expect(try ItemTable.names(in: database) == [])
  }
}
