import Foundation

/// The restoration of a screen made inside a ``RestorationScope``: the scope it reports to, the
/// saved states of its parts not handed back yet, and its parts.
@MainActor
final class ScreenRestoration {
  /// The scope the screen was made in; its problems are noted there.
  let scope: RestorationScope
  /// The saved parts not handed back yet, by key.
  var pending: [String: Data]
  /// The parts registered on the screen that keep state, in registration order.
  var parts: [WeakRestorableWork] = []
  /// The presenter's own values (``ScreenLifecycle/restores(_:of:key:)``), kept alive by the
  /// screen: nothing else holds them.
  var values: [any RestorableWork] = []

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
