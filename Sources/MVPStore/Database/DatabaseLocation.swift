import Foundation

/// Where a ``Database`` keeps its data.
public enum DatabaseLocation: Equatable, Sendable {
  /// A database file, created when missing (unless opened read-only). Its write-ahead log
  /// (`<name>-wal`) and shared-memory index (`<name>-shm`) live next to it.
  ///
  /// - url: A `file:` URL, for example `URL(fileURLWithPath: "/tmp/shop.sqlite")`.
  case file(URL)

  /// A private database in memory, empty at first and gone when the ``Database`` is released.
  case inMemory

  /// The name SQLite opens: the file's path, or `:memory:`.
  var sqliteName: String {
    switch self {
    case .file(let url): url.path
    case .inMemory: ":memory:"
    }
  }
}
