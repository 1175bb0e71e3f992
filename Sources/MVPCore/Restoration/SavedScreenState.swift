import Foundation

/// What one screen (one ``ScreenLifecycle``) kept when the app saved its state: the encoded state
/// of each of its restorable parts (a list's loaded range, a form's draft, the presenter's own
/// values), by the part's key.
///
/// Package-only: MVPRestoration saves these inside its app snapshot and the test kit's checker
/// round-trips them; users never name it.
package struct SavedScreenState: Codable, Hashable, Sendable {
  /// The name of the screen's view type (`String(describing: View.self)`): a state is handed back
  /// only to a screen of the same kind.
  package var kind: String

  /// Each part's state, JSON, by the part's key (a loader's task key).
  package var parts: [String: Data]

  /// Creates a saved state.
  ///
  /// - Parameters:
  ///   - kind: The name of the screen's view type.
  ///   - parts: Each part's JSON, by key.
  package init(kind: String, parts: [String: Data]) {
    self.kind = kind
    self.parts = parts
  }
}
