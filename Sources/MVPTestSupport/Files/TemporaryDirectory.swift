import Foundation

/// A fresh, empty directory under the system's temporary directory, for tests that use real files
/// (a database, a store): it and everything in it are removed when the value is released.
///
/// A Swift Testing suite keeps one in a stored property set in its `init`, so it lives exactly as
/// long as the one test that runs on that suite instance:
///
/// ```swift
/// @Suite struct CartStoreTests {
///   let directory = try TemporaryDirectory()
///   @Test func survivesAReopen() throws {
///     let store = try GoodsStore(.file(directory.file("shop.sqlite")))
///     …
///   }
/// }
/// ```
///
/// Threading: `Sendable`; its methods may be called from any thread.
public final class TemporaryDirectory: Sendable {
  /// The directory, a `file:` URL.
  public let url: URL

  /// Creates an empty directory with a unique name (`mvpkit-<UUID>`).
  ///
  /// - Throws: The file manager's error when the directory cannot be created.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("mvpkit-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The URL of a file in the directory; the file need not exist.
  ///
  /// - Parameter name: The file's name, for example `"shop.sqlite"`.
  /// - Returns: Its URL.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// The path of a file in the directory, as typed on a command line; the file need not exist.
  ///
  /// - Parameter name: The file's name.
  /// - Returns: Its path.
  public func path(_ name: String) -> String {
    file(name).path
  }

  /// The names of the files in the directory, sorted.
  ///
  /// - Returns: The names, without the directory.
  /// - Throws: The file manager's error when the directory cannot be read.
  public func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  /// The size of a file in the directory.
  ///
  /// - Parameter name: The file's name.
  /// - Returns: Its size in bytes, or `nil` when it does not exist.
  public func size(of name: String) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file(name).path)
    return (attributes?[.size] as? NSNumber)?.intValue
  }
}
