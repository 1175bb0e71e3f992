import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// A write transaction lands whole or not at all: when its closure throws, and when the process
/// dies before the commit.
@Suite struct InterruptedTransactionTests {
  let directory: TemporaryDirectory
  let url: URL
  let database: Database

  init() throws {
    directory = try TemporaryDirectory()
    url = directory.file("shop.sqlite")
    database = try Database(.file(url))
    try database.migrate([ItemTable.migration])
    try database.write { try ItemTable.insert("committed", $0) }
  }

  struct Interruption: Error, Equatable {}

  @Test func anErrorThrownAfterTwoInsertsRollsBothBack() throws {
    #expect(throws: Interruption()) {
      try database.write { connection in
        try ItemTable.insert("first", connection)
        try ItemTable.insert("second", connection)
        throw Interruption()
      }
    }
    #expect(try ItemTable.names(in: database) == ["committed"])
    #expect(try ItemTable.names(in: Database(.file(url))) == ["committed"])
  }

  /// A process killed mid-transaction writes nothing more, and what it had written stays in the
  /// files (the kernel keeps it; locks die with the process). So the files copied while the
  /// transaction is open and uncommitted are exactly what a killed process leaves, and opening
  /// the copy is exactly what the next run does. This is deterministic and needs no `sqlite3`
  /// program or helper process, unlike killing a child at the right moment. A one-page cache
  /// makes SQLite spill the uncommitted pages into the `-wal` before the commit, so the copy
  /// really holds half a transaction, which recovery must ignore. (Power loss, which also
  /// loses what was not synced, is SQLite's own tested ground and out of reach here.)
  @Test func filesCopiedMidTransactionOpenWithOnlyTheCommittedRows() throws {
    let copy = directory.file("copy")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
    let walBefore = directory.size(of: "shop.sqlite-wal") ?? 0
    #expect(throws: Interruption()) {
      try database.write { connection in
        try connection.execute("PRAGMA cache_size = 1")
        for index in 0..<50 {
          let name = "uncommitted \(index) " + String(repeating: "x", count: 1000)
          try ItemTable.insert(name, connection)
        }
        // The spilled, uncommitted pages are on disk: the copy holds half a transaction.
        #expect(directory.size(of: "shop.sqlite-wal") ?? 0 > walBefore + 50 * 1000)
        for suffix in ["", "-wal", "-shm"] {
          try FileManager.default.copyItem(
            at: directory.file("shop.sqlite" + suffix),
            to: copy.appendingPathComponent("copy.sqlite" + suffix))
        }
        throw Interruption()
      }
    }
    let reopened = try Database(.file(copy.appendingPathComponent("copy.sqlite")))
    #expect(try ItemTable.names(in: reopened) == ["committed"])
    let check = try reopened.read { connection in
      try connection.query("PRAGMA integrity_check") { row throws(DatabaseError) in
        try row.text(0)
      }
    }
    #expect(check == ["ok"])
    try reopened.write { try ItemTable.insert("after", $0) }
    #expect(try ItemTable.names(in: reopened) == ["committed", "after"])
  }
}
