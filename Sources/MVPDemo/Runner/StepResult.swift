/// What running one input line did, as reported by ``DemoSession/execute(_:)``.
public enum StepResult: Equatable, Sendable {
  /// The line was handled; print `notes` (explanations, help), then the screen.
  case screen(notes: [String])
  /// The line was blank or a `#` comment; nothing to print.
  case nothing
  /// The user asked to leave.
  case quit
}
