/// Work that holds edits the user would lose if its screen went away now: a
/// ``ScreenLifecycle/Form`` whose draft differs from its baseline, or whose save runs (a save
/// finishes when its screen goes, but its failure would be told to no one who can fix the draft).
///
/// `MVPRestoration`'s navigator asks the screens a deep link would replace before it replaces
/// them (through ``RestorationScope/hasUnsavedEdits``).
@MainActor
package protocol EditingWork: AnyObject {
  /// Whether leaving the screen now would lose the user's edits.
  var hasUnsavedEdits: Bool { get }
}

extension ScreenLifecycle.Form: EditingWork {
  /// Whether leaving the screen now would lose the user's edits: ``leaveDecision`` is not
  /// ``LeaveDecision/leave``.
  package var hasUnsavedEdits: Bool {
    leaveDecision != .leave
  }
}

extension ScreenLifecycle {
  /// Whether one of the screen's registered loaders (a form) holds edits the user would lose if
  /// the screen went away now.
  package var hasUnsavedEdits: Bool {
    var loses = false
    forEachLiveLoader { work in
      if !loses, let editing = work as? any EditingWork { loses = editing.hasUnsavedEdits }
    }
    return loses
  }
}
