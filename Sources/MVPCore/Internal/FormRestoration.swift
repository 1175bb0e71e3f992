/// What a restored ``ScreenLifecycle/Form`` shows again (`ScreenLifecycle+FormRestoration.swift`):
/// its draft, whether field errors showed, and whether a save of it was running when the app
/// saved its state. A form that loads keeps it until its value is loaded.
@MainActor
final class FormRestoration<Value> {
  /// The draft the user had.
  let draft: Value
  /// Whether field errors showed: they show again, as after a save attempt.
  let showsErrors: Bool
  /// Whether a save was running: the user is told once that it may not have finished.
  let saveWasRunning: Bool

  init(draft: Value, showsErrors: Bool, saveWasRunning: Bool) {
    self.draft = draft
    self.showsErrors = showsErrors
    self.saveWasRunning = saveWasRunning
  }
}
