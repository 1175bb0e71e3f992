import Foundation

/// Where ``AppRestoration`` keeps the app's saved state: one blob of JSON, read once at launch
/// and written when the app goes to the background.
///
/// ``FileRestorationStore`` keeps it in a file; ``InMemoryRestorationStore`` keeps it in memory
/// (tests, and an app that hands the data to the platform itself, such as a scene's
/// `stateRestorationActivity` or a SwiftUI `@SceneStorage` value). A store of another kind (a
/// keychain item, a database row) implements these three calls.
///
/// Threading: main actor; each call is synchronous (the saved state is small: routes and each
/// screen's few values).
@MainActor
public protocol RestorationStore {
  /// Reads the saved state.
  ///
  /// - Returns: The bytes last saved, or `nil` when nothing is saved.
  /// - Throws: Any error of the storage (the app then starts fresh, logged).
  func load() throws -> Data?

  /// Replaces the saved state with `data`, creating the storage when missing.
  ///
  /// - Parameter data: The JSON to keep.
  /// - Throws: Any error of the storage (logged; the app goes on).
  func save(_ data: Data) throws

  /// Removes the saved state; nothing happens when nothing is saved.
  ///
  /// - Throws: Any error of the storage (logged; the app goes on).
  func remove() throws
}
