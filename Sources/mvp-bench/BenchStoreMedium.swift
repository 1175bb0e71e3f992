import Foundation
import GoodsFeature
import MVPStore

/// Where a store benchmark keeps its `GoodsStore`: a database file in a fresh temporary
/// directory, in write-ahead-log mode like the demo's `--store` file, or a database in memory
/// (the demo's default).
enum BenchStoreMedium: CaseIterable, Sendable {
  /// A file, `goods.sqlite`, in a new directory under the temporary directory, removed after.
  case file
  /// A private in-memory database.
  case memory

  /// The medium in a row's name.
  var label: String {
    switch self {
    case .file: "file (WAL)"
    case .memory: "in memory"
    }
  }

  /// The journal mode the store must be in, or the numbers are not the ones asked for.
  private var expectedJournalMode: String {
    switch self {
    case .file: "wal"
    case .memory: "memory"
    }
  }

  /// Opens a new, empty store on this medium, runs `body` with it and, for a file, deletes the
  /// directory afterwards.
  ///
  /// - Parameter body: The benchmark; it must not keep the store.
  /// - Returns: What `body` returns.
  /// - Throws: ``BenchFailure`` when the store cannot be opened or is not in the expected
  ///   journal mode, or what `body` throws.
  func withStore<Value>(
    _ body: (GoodsStore) throws(BenchFailure) -> Value
  ) throws(BenchFailure) -> Value {
    switch self {
    case .memory:
      return try body(open(.inMemory))
    case .file:
      let files = FileManager.default
      let directory = files.temporaryDirectory.appendingPathComponent(
        "mvp-bench-store-\(UUID().uuidString)", isDirectory: true)
      do {
        try files.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        throw BenchFailure(message: "cannot create \(directory.path): \(error)")
      }
      defer { try? files.removeItem(at: directory) }
      return try body(open(.file(directory.appendingPathComponent("goods.sqlite"))))
    }
  }

  private func open(_ location: DatabaseLocation) throws(BenchFailure) -> GoodsStore {
    let store: GoodsStore
    let mode: String
    do {
      store = try GoodsStore(location)
      mode = try store.database.journalMode
    } catch {
      throw BenchFailure(message: "cannot open a goods store \(label): \(error)")
    }
    guard mode == expectedJournalMode else {
      throw BenchFailure(
        message: "the store \(label) is in journal mode '\(mode)', not '\(expectedJournalMode)'")
    }
    return store
  }
}
