import MVPCore

extension PresenterInvariant {
  /// The rule that a save of a form that fails keeps the user's edits: once a save of `form`
  /// ends without making a new baseline (a failure), the draft is the one the form had while the
  /// save ran, with the edits the user made meanwhile; a form that went back to the value last
  /// loaded or saved lost them.
  ///
  /// ```swift
  /// invariants: [.aFailedSaveKeepsTheDraft(of: { $0.editor })]
  /// ```
  ///
  /// Checked after every step, from the form's state: a save runs while
  /// `ScreenLifecycle.Form.isSaving`; it ended as a failure when the baseline is still the one
  /// it had while the save ran (a success, or a `ScreenLifecycle.Form.reset(to:)`, makes a new
  /// baseline). A save whose server answers the old baseline back counts as failed.
  ///
  /// - Parameter form: The presenter's form, for example `{ $0.editor }`; read on the main actor
  ///   after each step.
  /// - Returns: The invariant, named "a failed save keeps the draft".
  public static func aFailedSaveKeepsTheDraft<
    FormView, Value: Equatable & Sendable, Field: Hashable
  >(
    of form: @escaping @MainActor (Presenter) -> ScreenLifecycle<FormView>.Form<Value, Field>
  ) -> PresenterInvariant {
    let saves = FormSaveWatch<Value>()
    return PresenterInvariant("a failed save keeps the draft") { screen in
      let checked = form(screen.presenter)
      return saves.check(
        checked, isSaving: checked.isSaving, draft: checked.draft, baseline: checked.baseline)
    }
  }
}
