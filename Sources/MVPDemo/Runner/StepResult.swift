/// What running one input line did, as reported by ``DemoSession/execute(_:progress:)``.
public enum StepResult: Equatable, Sendable {
  /// The line was handled; print the screen with `notes` (explanations, help) under it, next
  /// to the prompt (``DemoSession/renderScreen(notes:)``).
  case screen(notes: [String])
  /// The line was blank or a `#` comment; nothing to print.
  case nothing
  /// The user asked to leave.
  case quit
}
