/// Reads commands and prints screens: the demo's main loop.
///
/// Scripted mode (standard input is not a terminal) echoes each command as `> command` before the
/// screen it leads to, so the output reads as a transcript; interactive mode prints a `> ` prompt
/// instead. A line longer than 60 characters is echoed clipped, with its length. While a
/// command's work runs, one line says what it is doing (`Loading more…`); once it has settled the
/// screen is printed, with the command's answer (help, an explanation, the screen's messages)
/// last, next to the prompt. The runner stops at `quit` or at the end of input.
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
    let output = output
    let progress: (String) -> Void = { output.write($0 + "\n") }
    await session.start(progress: progress)
    output.write(session.renderScreen())
    while true {
      if interactive { output.write("> ") }
      guard let line = input.nextLine() else {
        if interactive { output.write("\n") }
        return
      }
      guard CommandParser.isCommand(line) else { continue }
      output.write(interactive ? "\n" : "\n> \(session.texts.clipped(line))\n")
      let result = await session.execute(line, progress: progress)
      switch result {
      case .quit:
        output.write(session.texts.bye + "\n")
        return
      case .screen(let notes):
        output.write(session.renderScreen(notes: notes))
      case .nothing:
        break
      }
    }
  }
}
