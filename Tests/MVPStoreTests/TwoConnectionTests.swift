import Foundation
import MVPStore
import MVPTestSupport
import Testing

/// Two `Database`s on one file, as two programs would have: commits are shared, the write lock
/// is exclusive and fails at once with `busyTimeout: .zero`, and a reader keeps its snapshot.
/// The second connection is called from inside the first's closure, so every overlap is
/// deterministic without threads or waiting.
@Suite struct TwoConnectionTests {
  let directory: TemporaryDirectory
  let first: Database
  let second: Database

  init() throws {
    directory = try TemporaryDirectory()
    let url = directory.file("shared.sqlite")
    first = try Database(.file(url))
    try first.migrate([ItemTable.migration])
    second = try Database(.file(url), busyTimeout: .zero)
  }

  @Test func aCommitInOneIsSeenByTheOther() throws {
    try first.write { try ItemTable.insert("apple", $0) }
    #expect(try ItemTable.names(in: second) == ["apple"])
    try second.write { try ItemTable.insert("pear", $0) }
    #expect(try ItemTable.names(in: first) == ["apple", "pear"])
  }

  @Test func aWriteWhileTheOtherHoldsTheWriteLockIsBusyAtOnceAndWorksAfterwards() throws {
    try first.write { connection in
      try ItemTable.insert("apple", connection)
      #expect(
        throws: DatabaseError(
          kind: .busy, code: 5, message: "database is locked", statement: "BEGIN IMMEDIATE")
      ) { try second.write { try ItemTable.insert("pear", $0) } }
    }
    try second.write { try ItemTable.insert("pear", $0) }
    #expect(try ItemTable.names(in: first) == ["apple", "pear"])
  }

  @Test func aReaderReadsTheCommittedStateWhileAWriterIsMidTransaction() throws {
    try first.write { try ItemTable.insert("apple", $0) }
    try first.write { connection in
      try ItemTable.insert("uncommitted", connection)
      #expect(try ItemTable.names(connection) == ["apple", "uncommitted"])
      #expect(try ItemTable.names(in: second) == ["apple"])
    }
    #expect(try second.journalMode == "wal")
    #expect(try ItemTable.names(in: second) == ["apple", "uncommitted"])
  }

  @Test func aReadTransactionKeepsItsSnapshotWhileTheOtherCommits() throws {
    try first.write { try ItemTable.insert("apple", $0) }
    try second.read { connection in
      #expect(try ItemTable.names(connection) == ["apple"])
      try first.write { try ItemTable.insert("pear", $0) }
      #expect(try ItemTable.names(connection) == ["apple"])
    }
    #expect(try ItemTable.names(in: second) == ["apple", "pear"])
  }

  @Test func aBusyTimeoutBeyondWhatSQLiteTakesIsClampedInsteadOfOverflowing() throws {
    let patient = try Database(
      .file(directory.file("shared.sqlite")), busyTimeout: .seconds(Int64.max))
    try patient.write { try ItemTable.insert("apple", $0) }
    #expect(try ItemTable.names(in: first) == ["apple"])
  }
}
