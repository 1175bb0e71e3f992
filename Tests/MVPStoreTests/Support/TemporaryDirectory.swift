import Foundation

/// A fresh directory under the system's temporary directory for one test's database files; the
/// directory and everything in it are removed when the fixture is released.
///
/// A suite keeps it in a stored property set in its `init`, so it lives exactly as long as the
/// one test that Swift Testing runs on that suite instance.
final class TemporaryDirectory: Sendable {
  /// The directory.
  let url: URL

  /// Creates an empty directory with a unique name.
  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvpstore-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The URL of `name` in the directory (the file need not exist).
  func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The names of the files in the directory, sorted.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// The size in bytes of the file `name`, or `nil` when it does not exist.
  func size(of name: String) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file(name).path)
    return (attributes?[.size] as? NSNumber)?.intValue
  }
}
