/// Collects the screens (``ScreenLifecycle``s) made while one module is built, so that their
/// state can be saved later, and hands each the state saved for it in an earlier run.
///
/// MVPRestoration's navigator builds each route's module inside one (``build(_:)``), and the
/// test kit's `RelaunchableModule` does the same to kill and relaunch a module. A screen made
/// inside a scope adopts itself at once (``adopt(_:)``): the n-th screen made gets the n-th
/// saved state when its kind matches, else none. Nothing happens for a screen made outside a
/// scope.
///
/// Threading: main actor; building is synchronous, so the scope being built is a plain static.
@MainActor
package final class RestorationScope {
  /// The scope whose module is being built now, set by ``build(_:)``; `nil` elsewhere.
  package private(set) static var building: RestorationScope?

  private var saved: [SavedScreenState]
  private var screens: [WeakRestorableScreen] = []

  /// What could not be restored (a state of another kind, a part that did not decode), one
  /// line each, for the app's log.
  package private(set) var problems: [String] = []

  /// Creates a scope that hands `saved` back to the screens made in it, in order.
  ///
  /// - Parameter saved: The states the same module's screens saved in an earlier run, in the
  ///   order they were made; empty for a module built fresh.
  package init(restoring saved: [SavedScreenState] = []) {
    self.saved = saved
  }

  /// Runs `body` (a module's build) with this scope as ``building``; scopes nest.
  ///
  /// - Parameter body: Builds the module.
  /// - Returns: What `body` returns.
  package func build<T>(_ body: () throws -> T) rethrows -> T {
    let outer = Self.building
    Self.building = self
    defer { Self.building = outer }
    return try body()
  }

  /// Takes in a screen made while this scope is ``building``.
  ///
  /// - Parameter screen: The new screen.
  /// - Returns: The state saved for it: the saved state at its position when its kind matches,
  ///   else `nil` (noted in ``problems`` when there was one of another kind).
  package func adopt(_ screen: any RestorableScreen) -> SavedScreenState? {
    let position = screens.count
    screens.append(WeakRestorableScreen(screen: screen, kind: screen.restorationKind))
    guard saved.indices.contains(position) else { return nil }
    let state = saved[position]
    guard state.kind == screen.restorationKind else {
      note(
        "screen \(position) is a \(screen.restorationKind), saved as a \(state.kind): not restored")
      return nil
    }
    return state
  }

  /// The state of every screen made in this scope, in the order they were made: a screen that
  /// is gone keeps its place with no part, so that the n-th state still goes to the n-th screen
  /// made when the module is built again.
  package func savedStates() -> [SavedScreenState] {
    screens.map { $0.screen?.savedState() ?? SavedScreenState(kind: $0.kind, parts: [:]) }
  }

  /// The kinds of the screens made in this scope that are still alive, in the order they were
  /// made: after a module was released, the screens that outlived it (held by a test's local
  /// variable, or a retain cycle).
  package var liveScreenKinds: [String] {
    screens.compactMap { $0.screen?.restorationKind }
  }

  /// The saved parts that no part of their screen claimed (nothing registered under their key),
  /// one line each: a part made after the build, or under another key, is not restored.
  package var unclaimedParts: [String] {
    screens.compactMap(\.screen).flatMap { screen in
      screen.unclaimedPartKeys.map { "\(screen.restorationKind) '\($0)': saved, never claimed" }
    }
  }

  /// Whether a screen made in this scope that is still alive holds edits the user would lose if
  /// it went away now: a form with unsaved changes or a save running (``EditingWork``).
  package var hasUnsavedEdits: Bool {
    screens.contains { $0.screen?.hasUnsavedEdits == true }
  }

  /// Notes what could not be restored.
  ///
  /// - Parameter problem: One line for the app's log.
  package func note(_ problem: String) {
    problems.append(problem)
  }
}

/// A screen whose state can be saved: ``ScreenLifecycle``.
@MainActor
package protocol RestorableScreen: AnyObject {
  /// The name of the screen's view type.
  var restorationKind: String { get }

  /// The screen's state now: each restorable part's.
  func savedState() -> SavedScreenState

  /// The keys of the saved parts not handed back yet, sorted.
  var unclaimedPartKeys: [String] { get }

  /// Whether the user would lose edits if the screen went away now (see ``EditingWork``).
  var hasUnsavedEdits: Bool { get }
}

/// A screen held weakly by the scope it was made in.
@MainActor
private struct WeakRestorableScreen {
  weak var screen: (any RestorableScreen)?
  /// The screen's kind, kept for the state saved in its place once it is gone.
  let kind: String
}
