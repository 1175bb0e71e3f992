import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// A file works in write-ahead-log mode, and stays so for the next program; memory has no file.
@Suite struct JournalModeTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func aFileUsesTheWriteAheadLog() throws {
    let url = directory.file("shop.sqlite")
    #expect(try Database(.file(url)).journalMode == "wal")
    #expect(try Database(.file(url), access: .readOnly).journalMode == "wal")
  }

  @Test func memoryUsesMemory() throws {
    #expect(try Database(.inMemory).journalMode == "memory")
  }

  @Test func eachInMemoryDatabaseIsPrivate() throws {
    let first = try Database(.inMemory)
    try first.migrate([ItemTable.migration])
    try first.write { try ItemTable.insert("apple", $0) }
    let second = try Database(.inMemory)
    #expect(try StoredState(second) == StoredState(userVersion: 0, schema: [], items: []))
  }
}
