import Foundation
import MVPRestoration

/// The file a session is kept in (`--state FILE`): MVPRestoration's `FileRestorationStore`,
/// which also remembers why its last save failed, for the demo to say so.
@MainActor
public final class DemoStateFile: RestorationStore {
  /// The path, as given or by default.
  public let path: String
  /// Why the last save failed; `nil` when it succeeded or none was made.
  public private(set) var saveError: (any Error)?

  private let file: FileRestorationStore

  /// Creates the store; nothing is read or written yet.
  ///
  /// - Parameter path: The file's path, relative to the current directory or absolute.
  public init(path: String) {
    self.path = path
    file = FileRestorationStore(url: URL(fileURLWithPath: path))
  }

  /// The file of an interactive session when `--state` is not given, by the XDG Base Directory
  /// specification: `$XDG_STATE_HOME/mvp-demo/state.json` when that variable is an absolute
  /// path, else `$HOME/.local/state/mvp-demo/state.json`.
  ///
  /// - Parameter environment: The process's environment variables.
  /// - Returns: The path, or `nil` when neither variable gives a folder.
  public static func defaultPath(environment: [String: String]) -> String? {
    let folder: String
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      folder = state
    } else if let home = environment["HOME"], !home.isEmpty {
      folder = home + "/.local/state"
    } else {
      return nil
    }
    return URL(fileURLWithPath: folder).appendingPathComponent("mvp-demo")
      .appendingPathComponent("state.json").path
  }

  /// Reads the file.
  ///
  /// - Returns: Its bytes, or `nil` when there is none.
  /// - Throws: Foundation's error when the file exists but cannot be read.
  public func load() throws -> Data? {
    try file.load()
  }

  /// Writes the file atomically, creating its folder, and remembers a failure in ``saveError``.
  ///
  /// - Parameter data: The saved state.
  /// - Throws: Foundation's error when the folder cannot be made or the file written.
  public func save(_ data: Data) throws {
    saveError = nil
    do {
      try file.save(data)
    } catch {
      saveError = error
      throw error
    }
  }

  /// Deletes the file, if any.
  ///
  /// - Throws: Foundation's error when the file exists but cannot be deleted.
  public func remove() throws {
    try file.remove()
  }
}
