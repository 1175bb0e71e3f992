/// What a ``ScreenLifecycle/Form`` whose value is `Codable` keeps when the app saves its state,
/// as JSON (`ScreenLifecycle+FormRestoration.swift`).
struct SavedForm<Value: Codable>: Codable {
  /// The draft.
  var draft: Value
  /// The baseline of a form made with a value; `nil` for a form that loads its value.
  var baseline: Value?
  /// Whether field errors showed.
  var showsErrors: Bool
  /// Whether a save of the draft was running.
  var saveWasRunning: Bool
}
