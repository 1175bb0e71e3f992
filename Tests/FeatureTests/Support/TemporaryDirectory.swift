import Foundation

/// A new, empty directory under the system's temporary directory, removed when released; for
/// tests that use real files.
final class TemporaryDirectory {
  /// The directory.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvpkit-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// A file in the directory (not created).
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }
}
