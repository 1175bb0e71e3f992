import Foundation

extension ScreenLifecycle {
  /// Keeps a value of the presenter (a search query, a selected tab, a quantity) when the app is
  /// killed, and sets it back when the module is built again from the saved state: the one way
  /// a presenter declares state of its own to restore. Declare each value once, at the end of
  /// the presenter's `init`.
  ///
  /// ```swift
  /// @MainActor
  /// final class QuantityPresenter: ScreenPresenter {
  ///   let screen = ScreenLifecycle<any QuantityView>()
  ///   /// How many the user chose; kept when the app is killed.
  ///   var quantity = 1
  ///
  ///   init() {
  ///     screen.restores(\.quantity, of: self, key: "quantity")
  ///   }
  ///   // ...
  /// }
  /// ```
  ///
  /// The rules:
  /// - **When.** On a screen built inside a restoration (its module built again from a saved
  ///   state, by MVPRestoration's navigator or `MVPTestSupport`'s `RelaunchableModule`), the
  ///   call sets the property to the value saved under `key`, at once: before `viewDidLoad`, so
  ///   the first load and the first view calls see it. A screen built anywhere else does nothing
  ///   here and keeps nothing.
  /// - **What is kept.** The property's value when the app saves its state, as JSON (`Value`'s
  ///   `Codable`, synchronously, on the main actor).
  /// - **A value that does not decode** (its type changed since it was saved, a damaged state)
  ///   is dropped and noted in the restoration's problems: the property keeps the value the
  ///   presenter gave it, as on a fresh start; the rest of the screen is restored.
  /// - **Ownership.** `owner` is held weakly and the screen keeps the declaration: no retain
  ///   cycle, nothing to undo.
  /// - **Keys** are unique among the screen's values and loaders (a loader's key, `"list"` or
  ///   `"form"` by default, is taken); a key used twice keeps one of the values and is noted as
  ///   a problem when the app saves.
  ///
  /// The kit's loaders keep their own state with no declaration (see the restoration rule of
  /// ``ScreenLifecycle``).
  ///
  /// - Parameters:
  ///   - property: The presenter's property, such as `\.quantity`.
  ///   - owner: The presenter; held weakly.
  ///   - key: The name the value is saved under; keep it stable across app versions.
  public func restores<Owner: AnyObject, Value: Codable>(
    _ property: ReferenceWritableKeyPath<Owner, Value>, of owner: Owner, key: ScreenKey
  ) {
    guard let restoration else { return }
    let part = RestoredProperty(key: key, owner: owner, property: property)
    restoration.values.append(part)
    restore(part)
  }
}

extension ScreenLifecycle: RestorableScreen {
  /// The name of the view type: a saved state is handed back only to a screen of the same kind.
  package var restorationKind: String {
    String(describing: View.self)
  }

  /// The state of every restorable part registered on the screen now; a part whose state does
  /// not encode, or whose key another part took, is left out (noted in the scope's problems).
  package func savedState() -> SavedScreenState {
    var parts: [String: Data] = [:]
    for entry in restoration?.parts ?? [] {
      guard let part = entry.work else { continue }
      let key = part.restorationKey
      do {
        guard let data = try part.restorationState() else { continue }
        guard parts[key.name] == nil else {
          restoration?.scope.note("\(restorationKind) '\(key)': two parts use this key")
          continue
        }
        parts[key.name] = data
      } catch {
        restoration?.scope.note("\(restorationKind) '\(key)': not saved: \(error)")
      }
    }
    return SavedScreenState(kind: restorationKind, parts: parts)
  }

  /// The keys of the saved parts no part registered under yet, sorted.
  package var unclaimedPartKeys: [String] {
    restoration?.pending.keys.sorted() ?? []
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
