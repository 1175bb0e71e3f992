/// Reads commands and prints screens: the demo's main loop.
///
/// Scripted mode (standard input is not a terminal) echoes each command as `> command` before the
/// screen it leads to, so the output reads as a transcript; interactive mode prints a `> ` prompt
/// instead. Both print the screen after every command, once its work has settled, and stop at
/// `quit` or at the end of input.
///
/// Threading: main actor only.
@MainActor
public struct DemoRunner {
  private let session: DemoSession
  private let input: any LineSource
  private let output: any TextOutput
  private let interactive: Bool

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - session: The session to drive.
  ///   - input: Where commands come from.
  ///   - output: Where screens go.
  ///   - interactive: Whether to prompt (terminal) rather than echo (script).
  public init(
    session: DemoSession,
    input: any LineSource,
    output: any TextOutput,
    interactive: Bool
  ) {
    self.session = session
    self.input = input
    self.output = output
    self.interactive = interactive
  }

  /// Shows the first screen, then runs commands until `quit` or the end of input.
  public func run() async {
    await session.start()
    output.write(session.renderScreen())
    while true {
      if interactive { output.write("> ") }
      guard let line = input.nextLine() else {
        if interactive { output.write("\n") }
        return
      }
      let result = await session.execute(line)
      if case .nothing = result { continue }
      output.write(interactive ? "\n" : "\n> \(line)\n")
      switch result {
      case .quit:
        output.write("Bye.\n")
        return
      case .screen(let notes):
        output.write(notes.map { $0 + "\n" }.joined() + session.renderScreen())
      case .nothing:
        break
      }
    }
  }
}
