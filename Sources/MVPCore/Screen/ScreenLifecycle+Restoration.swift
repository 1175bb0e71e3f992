import Foundation

/// The restoration of a screen made inside a ``RestorationScope``: the scope it reports to and
/// the saved states of its parts not handed back yet.
@MainActor
final class ScreenRestoration {
  /// The scope the screen was made in; its problems are noted there.
  let scope: RestorationScope
  /// The saved parts not handed back yet, by key.
  var pending: [String: Data]
  /// The parts registered on the screen that keep state, in registration order.
  var parts: [WeakRestorableWork] = []

  init(scope: RestorationScope, pending: [String: Data]) {
    self.scope = scope
    self.pending = pending
  }
}

/// A restorable part held weakly by its screen's restoration.
@MainActor
struct WeakRestorableWork {
  weak var work: (any RestorableWork)?
}

extension ScreenLifecycle: RestorableScreen {
  /// The name of the view type: a saved state is handed back only to a screen of the same kind.
  package var restorationKind: String {
    String(describing: View.self)
  }

  /// The state of every restorable part registered on the screen now; a part whose state does
  /// not encode is left out (noted in the scope's problems).
  package func savedState() -> SavedScreenState {
    var parts: [String: Data] = [:]
    for entry in restoration?.parts ?? [] {
      guard let part = entry.work else { continue }
      do {
        if let data = try part.restorationState() { parts[part.restorationKey.name] = data }
      } catch {
        restoration?.scope.note("\(restorationKind) '\(part.restorationKey)': not saved: \(error)")
      }
    }
    return SavedScreenState(kind: restorationKind, parts: parts)
  }

  /// Joins `scope`: the screen's state is saved from now on, and the state saved for it is
  /// handed to its parts as they register.
  func adopt(in scope: RestorationScope) {
    restoration = ScreenRestoration(scope: scope, pending: scope.adopt(self)?.parts ?? [:])
  }

  /// Hands `part` the state saved under its key, once, and keeps it for saving.
  func restore(_ part: any RestorableWork) {
    guard let restoration else { return }
    restoration.parts.removeAll { $0.work == nil || $0.work === part }
    restoration.parts.append(WeakRestorableWork(work: part))
    guard let data = restoration.pending.removeValue(forKey: part.restorationKey.name) else {
      return
    }
    do {
      try part.restore(from: data)
    } catch {
      restoration.scope.note("\(restorationKind) '\(part.restorationKey)': not restored: \(error)")
    }
  }
}
