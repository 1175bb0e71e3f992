import Foundation

/// A new, empty directory under the system's temporary directory, removed with everything in it
/// when the value is released, for tests that write real store files.
final class TemporaryDirectory {
  /// The directory.
  let url: URL

  /// Creates the directory.
  ///
  /// - Throws: The file manager's error when it cannot be created.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvp-demo-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of `name` in the directory, as typed after `--store`.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }
}
