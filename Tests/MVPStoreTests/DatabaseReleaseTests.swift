import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// A released `Database` is freed and closes its file: the last connection checkpoints the log
/// into the file and removes it, and nothing keeps a lock.
@Suite struct DatabaseReleaseTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func aReleasedFileDatabaseIsFreedAndItsLogIsFolded() throws {
    let url = directory.file("shop.sqlite")
    weak var released: Database?
    do {
      let database = try Database(.file(url))
      released = database
      try database.migrate([ItemTable.migration])
      try database.write { try ItemTable.insert("apple", $0) }
      #expect(try directory.fileNames() == ["shop.sqlite", "shop.sqlite-shm", "shop.sqlite-wal"])
    }
    #expect(released == nil)
    #expect(try directory.fileNames() == ["shop.sqlite"])
    let next = try Database(.file(url), busyTimeout: .zero)
    try next.write { try ItemTable.insert("pear", $0) }
    #expect(try ItemTable.names(in: next) == ["apple", "pear"])
  }

  @Test func aReleasedMemoryDatabaseIsFreed() throws {
    weak var released: Database?
    do {
      let database = try Database(.inMemory)
      released = database
      try database.migrate([ItemTable.migration])
    }
    #expect(released == nil)
  }
}
