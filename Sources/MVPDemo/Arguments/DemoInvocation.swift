/// What the command line asks the demo to do.
public enum DemoInvocation: Equatable, Sendable {
  /// Run with these settings.
  case run(DemoOptions)
  /// Print the usage text and exit successfully.
  case help
}
