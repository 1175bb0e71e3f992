import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// A write that breaks a rule of the schema fails with `.constraint`, SQLite's extended code and
/// the statement as written, and the failed statement writes nothing.
@Suite struct ConstraintTests {
  let directory: TemporaryDirectory
  let database: Database

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(.file(directory.file("shop.sqlite")))
    try database.migrate([ItemTable.migration])
    try database.write { try ItemTable.insert("apple", $0) }
  }

  @Test func aDuplicateIsAUniqueViolationAndItsTransactionWritesNothing() throws {
    #expect(
      throws: DatabaseError(
        kind: .constraint, code: 2067, message: "UNIQUE constraint failed: item.name",
        statement: "INSERT INTO item (name) VALUES (?1)")
    ) {
      try database.write { connection in
        try ItemTable.insert("pear", connection)
        try ItemTable.insert("apple", connection)
      }
    }
    #expect(try ItemTable.names(in: database) == ["apple"])
  }

  @Test func aFailedStatementOfManyRowsWritesNoneOfThemAndTheTransactionGoesOn() throws {
    let insertThree: StaticString = "INSERT INTO item (name) VALUES (?1), (?2), (?3)"
    try database.write { connection in
      #expect(
        throws: DatabaseError(
          kind: .constraint, code: 2067, message: "UNIQUE constraint failed: item.name",
          statement: "\(insertThree)")
      ) { try connection.execute(insertThree, .text("kiwi"), .text("plum"), .text("apple")) }
      #expect(try ItemTable.names(connection) == ["apple"])
      try ItemTable.insert("pear", connection)
    }
    #expect(try ItemTable.names(in: database) == ["apple", "pear"])
  }

  @Test func aFailedCheckIsACheckViolation() throws {
    #expect(
      throws: DatabaseError(
        kind: .constraint, code: 275, message: "CHECK constraint failed: quantity > 0",
        statement: "UPDATE item SET quantity = ?1")
    ) { try database.write { try $0.execute("UPDATE item SET quantity = ?1", .int(0)) } }
    let quantities = try database.read { connection in
      try connection.query("SELECT quantity FROM item") { row throws(DatabaseError) in
        try row.int(0)
      }
    }
    #expect(quantities == [1])
  }

  @Test func aMissingRequiredValueIsANotNullViolation() throws {
    #expect(
      throws: DatabaseError(
        kind: .constraint, code: 1299, message: "NOT NULL constraint failed: item.name",
        statement: "INSERT INTO item (name) VALUES (?1)")
    ) { try database.write { try $0.execute("INSERT INTO item (name) VALUES (?1)", .null) } }
    #expect(try ItemTable.names(in: database) == ["apple"])
  }
}
