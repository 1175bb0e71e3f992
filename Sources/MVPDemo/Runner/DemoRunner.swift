import Foundation

/// Reads commands and prints screens: the demo's main loop.
///
/// Scripted mode (standard input is not a terminal) echoes each command as `> command` before the
/// screen it leads to, so the output reads as a transcript; interactive mode prints a `> ` prompt
/// instead. A line longer than 60 characters is echoed clipped, with its length. While a
/// command's work runs, one line says what it is doing (`Loading more…`); once it has settled the
/// screen is printed, with the command's answer (help, an explanation, the screen's messages)
/// last, next to the prompt. The first screen says whether the last session was restored, and
/// why a link could not be opened. The runner stops at `quit` or at the end of input, where it
/// leaves the session (``DemoSession/leave()``: the session is saved, the answers the server
/// holds are dropped).
@MainActor
public struct DemoRunner {
  private let session: DemoSession
  private let input: any LineSource
  private let output: any TextOutput
  private let interactive: Bool
  private let link: URL?

  /// Creates a runner.
  ///
  /// - Parameters:
  ///   - session: The session to drive.
  ///   - input: Where commands come from.
  ///   - output: Where screens go.
  ///   - interactive: Whether to prompt (terminal) rather than echo (script).
  ///   - link: A deep link to open at start (`--open`), or `nil` (the default).
  public init(
    session: DemoSession,
    input: any LineSource,
    output: any TextOutput,
    interactive: Bool,
    opening link: URL? = nil
  ) {
    self.session = session
    self.input = input
    self.output = output
    self.interactive = interactive
    self.link = link
  }

  /// Shows the first screen, then runs commands until `quit` or the end of input, then leaves
  /// the session.
  public func run() async {
    let output = output
    let progress: (String) -> Void = { output.write($0 + "\n") }
    let notes = await session.start(opening: link, progress: progress)
    defer { session.end() }
    var printed = session.renderScreen(notes: notes)
    output.write(printed)
    while true {
      if interactive { output.write("> ") }
      let live = interactive ? followLiveLine(of: printed) : nil
      let line = await input.nextLine()
      live?.liveLineDidChange = nil
      guard let line else {
        if interactive { output.write("\n") }
        await session.leave()
        return
      }
      guard CommandParser.isCommand(line) else { continue }
      output.write(interactive ? "\n" : "\n> \(session.texts.clipped(line))\n")
      let result = await session.execute(line, progress: progress)
      switch result {
      case .quit:
        await session.leave()
        output.write(session.texts.bye + "\n")
        return
      case .screen(let notes):
        printed = session.renderScreen(notes: notes)
        output.write(printed)
      case .nothing:
        break
      }
    }
  }

  /// While the user types, redraws the top screen's live line (a countdown) in place whenever it
  /// changes: the cursor is saved, moved up to the line, the line rewritten, and the cursor put
  /// back after the prompt and what the user typed.
  ///
  /// - Parameter printed: The screen as printed, ending with a newline; the prompt follows it.
  /// - Returns: The screen followed, to stop following it once a line is read.
  private func followLiveLine(of printed: String) -> (any LiveTerminalScreen)? {
    guard let screen = session.navigator.top as? any LiveTerminalScreen,
      let live = screen.liveLine
    else { return nil }
    // The printed screen starts with its title line; the live line is `index` lines below it.
    let printedLines = printed.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let up = printedLines - 1 - live.index
    guard up > 0 else { return nil }
    let output = output
    var shown = live.text
    screen.liveLineDidChange = { [weak screen] in
      guard let text = screen?.liveLine?.text, text != shown else { return }
      shown = text
      output.write("\u{1B}7\u{1B}[\(up)A\r\u{1B}[2K\(text)\u{1B}8")
    }
    return screen
  }
}
