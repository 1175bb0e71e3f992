import Foundation
import MVPLocalization

extension ScreenLifecycle.Form: RestorableWork where Value: Codable {
  /// The form's ``key``: a screen's loaders have unique keys.
  package var restorationKey: ScreenKey { key }

  /// The draft, with the baseline of a form made with a value, whether field errors show and
  /// whether a save runs; `nil` while there is nothing the user would lose (no draft, or a draft
  /// equal to its baseline with no save running and no error shown).
  package func restorationState() throws -> Data? {
    if let restored {
      // Saved again before its value loaded: the same draft, still to show.
      return try JSONEncoder().encode(
        SavedForm(
          draft: restored.draft, baseline: nil, showsErrors: restored.showsErrors,
          saveWasRunning: restored.saveWasRunning))
    }
    guard let draft else { return nil }
    let showsErrors = triedToSave || !visibleFieldErrors.isEmpty
    guard isDirty || isSaving || showsErrors else { return nil }
    return try JSONEncoder().encode(
      SavedForm(
        draft: draft, baseline: fetch == nil ? baseline : nil, showsErrors: showsErrors,
        saveWasRunning: isSaving))
  }

  /// Shows the saved draft again: at once over the saved baseline for a form made with a value,
  /// once the value is loaded for a form that loads it.
  package func restore(from data: Data) throws {
    let saved = try JSONDecoder().decode(SavedForm<Value>.self, from: data)
    let restoration = FormRestoration(
      draft: saved.draft, showsErrors: saved.showsErrors, saveWasRunning: saved.saveWasRunning)
    guard fetch == nil else {
      restored = restoration
      return
    }
    reset(to: saved.baseline ?? baseline ?? saved.draft, showing: saved.draft)
    finishRestoring(restoration)
  }
}

extension ScreenLifecycle.Form {
  /// Finishes showing a restored draft, once ``reset(to:showing:)`` made it the draft: the field
  /// errors if they showed and, when a save of it was running and the draft still differs from
  /// the baseline, the one-shot message that the save may not have finished.
  func finishRestoring(_ restoration: FormRestoration<Value>) {
    triedToSave = restoration.showsErrors
    refreshFieldErrors()
    guard restoration.saveWasRunning, isDirty else { return }
    let formView = self.formView
    let text = interruptedSaveMessage
    screen.binding.update(.queue) { formView($0).showSaveError(text) }
  }

  /// The sentence a form restored after the app was killed during a save shows once, through
  /// ``FormViewInterface/showSaveError(_:)``: the initializer's `interruptedSaveMessage`, or
  /// MVPCore's English one, "Your last save may not have finished. Check your changes, then save
  /// them again or discard them." A test compares the view's call with it.
  ///
  /// Threading: main actor.
  public var interruptedSaveMessage: String {
    customInterruptedSaveMessage
      ?? StringTable(bundle: .module, locale: Locale(identifier: "en"))
      .string("form.saveInterrupted")
  }
}
