import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// A write that does not fit fails with `.diskFull` and writes nothing. The file's page limit
/// (`PRAGMA max_page_count`, per connection) stands in for a full disk: SQLite answers both with
/// `SQLITE_FULL`.
@Suite struct DiskFullTests {
  let directory: TemporaryDirectory
  let database: Database

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(.file(directory.file("full.sqlite")))
    try database.migrate([ItemTable.migration])
    try database.write { try ItemTable.insert("apple", $0) }
  }

  @Test func aWriteBeyondTheLimitIsDiskFullAndLeavesTheFileAsItWas() throws {
    let big = String(repeating: "x", count: 64 * 1024)
    #expect {
      try database.write { connection in
        // The file has a few pages now; the limit leaves no room for 64 KB of text.
        let limit = try connection.query("PRAGMA max_page_count = 4") {
          row throws(DatabaseError) in try row.int(0)
        }
        #expect(limit == [4])
        try ItemTable.insert("banana", connection)
        try ItemTable.insert(big, connection)
      }
    } throws: { error in
      guard let error = error as? DatabaseError else { return false }
      return error.kind == .diskFull && error.code == 13
        && error.statement == "INSERT INTO item (name) VALUES (?1)"
    }
    #expect(try ItemTable.names(in: database) == ["apple"])
  }
}
