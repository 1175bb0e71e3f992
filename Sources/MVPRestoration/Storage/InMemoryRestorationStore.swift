import Foundation

/// A ``RestorationStore`` that keeps the saved state in memory: for tests (which read, corrupt
/// or replace ``data`` directly), and for an app that hands the bytes to the platform itself (a
/// scene's `stateRestorationActivity`, a SwiftUI `@SceneStorage` value): it sets ``data`` before
/// ``AppRestoration/restore(or:)`` and reads it after ``AppRestoration/save()``.
@MainActor
public final class InMemoryRestorationStore: RestorationStore {
  /// The saved bytes; `nil` when nothing is saved.
  public var data: Data?

  /// Creates a store.
  ///
  /// - Parameter data: The bytes saved already; `nil` (the default) for none.
  public init(data: Data? = nil) {
    self.data = data
  }

  /// Reads ``data``.
  ///
  /// - Returns: ``data``.
  public func load() -> Data? {
    data
  }

  /// Sets ``data``.
  ///
  /// - Parameter data: The bytes to keep.
  public func save(_ data: Data) {
    self.data = data
  }

  /// Clears ``data``.
  public func remove() {
    data = nil
  }
}
