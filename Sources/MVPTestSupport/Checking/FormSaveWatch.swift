/// What ``PresenterInvariant/aFailedSaveKeepsTheDraft(of:)`` remembers of one form between the
/// steps of a sequence: whether a save ran, and the draft and baseline while it did.
@MainActor
final class FormSaveWatch<Value: Equatable> {
  private weak var form: AnyObject?
  private var wasSaving = false
  private var draftWhileSaving: Value?
  private var baselineWhileSaving: Value?

  /// Notes the form's state after a step; returns what is wrong when a save ended as a failure
  /// in that step and the draft changed.
  func check(_ form: AnyObject, isSaving: Bool, draft: Value?, baseline: Value?) -> String? {
    if self.form !== form {
      self.form = form
      wasSaving = false
    }
    defer {
      wasSaving = isSaving
      if isSaving {
        draftWhileSaving = draft
        baselineWhileSaving = baseline
      }
    }
    guard wasSaving, !isSaving, baseline == baselineWhileSaving, draft != draftWhileSaving else {
      return nil
    }
    return "a save failed and the draft became \(describe(draft)); it was "
      + "\(describe(draftWhileSaving)) while the save ran (the user's edits are lost)"
  }

  private func describe(_ value: Value?) -> String {
    value.map { "\($0)" } ?? "nil"
  }
}
