import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// Every value SQLite can store comes back as it was written after the file is closed and
/// reopened; text that looks like SQL is data, and so is a file name that looks like SQL.
@Suite struct DatabaseRoundTripTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  static let values: [SQLValue] = [
    .null,
    .integer(0), .integer(-1), .integer(.min), .integer(.max),
    .real(3.25), .real(-0.0), .real(.infinity), .real(-.infinity),
    .real(.leastNonzeroMagnitude), .real(.greatestFiniteMagnitude),
    .text(""), .text("plain"), .text("👩‍👩‍👧 🍰 中文"), .text("a\u{0}b\u{0}"), .text("e\u{301}"),
    .blob(Data()), .blob(Data([0])), .blob(Data([0, 1, 254, 255, 0])),
  ]

  @Test func everyValueSurvivesClosingAndReopeningTheFile() throws {
    let url = directory.file("values.sqlite")
    do {
      let database = try Database(.file(url))
      try database.write { connection in
        // No declared type: no column affinity converts what is stored.
        try connection.execute("CREATE TABLE value (position INTEGER PRIMARY KEY, value)")
        for (position, value) in Self.values.enumerated() {
          try connection.execute(
            "INSERT INTO value (position, value) VALUES (?1, ?2)", .int(position), value)
        }
      }
    }
    let stored = try Database(.file(url)).read { connection in
      try connection.query("SELECT value, typeof(value) FROM value ORDER BY position") {
        row throws(DatabaseError) in try row.storedValue(0, typeColumn: 1)
      }
    }
    #expect(stored == Self.values)
    // `==` compares text by canonical equivalence and -0.0 equal to 0.0: check bytes and sign.
    #expect(stored.map(\.utf8Bytes) == Self.values.map(\.utf8Bytes))
    #expect(stored[6] == .real(-0.0) && stored[6].isNegativeZero)
  }

  @Test func notANumberIsStoredAsNull() throws {
    let database = try Database(.file(directory.file("nan.sqlite")))
    let stored = try database.write { connection in
      try connection.execute("CREATE TABLE value (value)")
      try connection.execute("INSERT INTO value (value) VALUES (?1)", .real(.nan))
      return try connection.query("SELECT value, typeof(value) FROM value") {
        row throws(DatabaseError) in try row.storedValue(0, typeColumn: 1)
      }
    }
    #expect(stored == [.null])
  }

  @Test func textWithQuotesAndSQLIsStoredVerbatim() throws {
    let url = directory.file("students.sqlite")
    let name = "Robert'); DROP TABLE student; --"
    let quoted = "\"double\" 'single' `back` ; -- /* comment */ %s ?1 \\"
    do {
      let database = try Database(.file(url))
      try database.write { connection in
        try connection.execute("CREATE TABLE student (name TEXT)")
        try connection.execute(
          "INSERT INTO student (name) VALUES (?1), (?2)", .text(name), .text(quoted))
      }
    }
    let reopened = try Database(.file(url))
    let names = try reopened.read { connection in
      try connection.query("SELECT name FROM student ORDER BY rowid") { row throws(DatabaseError) in
        try row.text(0)
      }
    }
    #expect(names == [name, quoted])
    let tables = try reopened.read { connection in
      try connection.query("SELECT name FROM sqlite_schema WHERE type = 'table'") {
        row throws(DatabaseError) in try row.text(0)
      }
    }
    #expect(tables == ["student"])
  }

  @Test func aPathWithQuotesSpacesAndURICharactersIsOneFile() throws {
    let name = "it's a \"shop\"; DROP TABLE x; -- ?mode=ro&cache=shared #1 %20.sqlite"
    let url = directory.file(name)
    do {
      let database = try Database(.file(url))
      try database.migrate([ItemTable.migration])
      try database.write { try ItemTable.insert("kept", $0) }
    }
    // Closed: the log was checkpointed into the file and removed, and no other file was made.
    #expect(try directory.fileNames() == [name])
    #expect(try ItemTable.names(in: Database(.file(url))) == ["kept"])
  }
}
