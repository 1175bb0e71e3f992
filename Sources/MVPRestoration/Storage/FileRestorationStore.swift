import Foundation

/// A ``RestorationStore`` that keeps the saved state in one file.
///
/// Saving creates the file's folder when it is missing and writes the file atomically
/// (Foundation's `.atomic`: a temporary file in the same folder renamed over the old one), so a
/// kill in the middle of a save leaves the previous state or the new one, never half of it.
/// A missing file reads as nothing saved.
public struct FileRestorationStore: RestorationStore {
  /// The file.
  public let url: URL

  /// Creates a store for the file at `url`; nothing is read or written yet.
  ///
  /// - Parameter url: A file URL, for example in the app's Application Support folder.
  public init(url: URL) {
    self.url = url
  }

  /// A store for the file `fileName` in the user's Application Support folder (the temporary
  /// folder where there is none), in a folder `MVPRestoration`.
  ///
  /// - Parameter fileName: The file's name; `SavedState.json` by default.
  /// - Returns: The store; the folder is created by its first save.
  public static func applicationSupport(fileName: String = "SavedState.json")
    -> FileRestorationStore
  {
    let base =
      FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return FileRestorationStore(
      url: base.appendingPathComponent("MVPRestoration", isDirectory: true)
        .appendingPathComponent(fileName, isDirectory: false))
  }

  /// Reads the file.
  ///
  /// - Returns: Its bytes, or `nil` when there is no file.
  /// - Throws: Foundation's error when the file exists but cannot be read.
  public func load() throws -> Data? {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  /// Writes the file atomically, creating its folder when missing.
  ///
  /// - Parameter data: The bytes to keep.
  /// - Throws: Foundation's error when the folder cannot be made or the file written.
  public func save(_ data: Data) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url, options: .atomic)
  }

  /// Deletes the file; nothing happens when there is none.
  ///
  /// - Throws: Foundation's error when the file exists but cannot be deleted.
  public func remove() throws {
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    try FileManager.default.removeItem(at: url)
  }
}
