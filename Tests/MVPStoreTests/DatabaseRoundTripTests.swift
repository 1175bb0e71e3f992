import Foundation
import MVPStore
import Testing

@Suite struct DatabaseRoundTripTests {
  @Test func aFileKeepsWhatWasWrittenAcrossConnections() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvpstore-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("round-trip.sqlite")
    let name = "Bob's \"Best\"'); DROP TABLE line; --\u{0}end"
    do {
      let database = try Database(.file(url))
      #expect(try database.journalMode == "wal")
      try database.migrate([
        Migration(version: 1) {
          try $0.execute("CREATE TABLE line (id INTEGER PRIMARY KEY, name TEXT)")
        }
      ])
      try database.write {
        try $0.execute("INSERT INTO line (id, name) VALUES (?1, ?2)", .int(7), .text(name))
      }
    }
    let reopened = try Database(.file(url))
    let rows = try reopened.read { connection in
      try connection.query("SELECT id, name FROM line") { row throws(DatabaseError) in
        (try row.int(0), try row.text(1))
      }
    }
    #expect(rows.count == 1)
    #expect(rows.first?.0 == 7)
    #expect(rows.first?.1 == name)
  }
}
