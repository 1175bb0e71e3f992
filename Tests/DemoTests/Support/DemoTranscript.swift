import MVPDemo
import Testing

/// The result of a scripted demo session run in-process through ``DemoApp/run``, the entry point
/// the executable uses, with the real feature modules.
@MainActor
struct DemoTranscript {
  /// The exit status.
  let status: Int32
  /// Everything written to standard output.
  let output: String
  /// Everything written to standard error.
  let errors: String
  /// The command-line arguments the session ran with.
  let arguments: [String]
  /// The commands it read.
  let script: String
  /// The requests the bundled server handled, as `METHOD /path`, oldest first (none with
  /// `--base-url`).
  let handledRequests: [String]

  /// Runs a session.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments after the program name.
  ///   - script: The commands, one per line.
  ///   - interactive: Whether the session runs as on a terminal (prompts, the default state
  ///     file); `false` by default, as a script.
  ///   - variables: The environment variables; none by default.
  init(
    _ arguments: [String] = [], script: String, interactive: Bool = false,
    variables: [String: String] = [:]
  ) async {
    self.arguments = arguments
    self.script = script
    let output = CapturedOutput()
    let errors = CapturedOutput()
    var environment: DemoEnvironment?
    status = await DemoApp.run(
      arguments: arguments, input: ScriptLines(script: script), output: output,
      errorOutput: errors, interactive: interactive, variables: variables,
      makeScreens: {
        environment = $0
        return FeatureRootScreens(environment: $0, errorOutput: errors)
      })
    self.output = output.text
    self.errors = errors.text
    handledRequests = environment?.catalog?.handledRequests ?? []
  }

  /// The printed screens: the first screen, then one block per command starting with
  /// `> command`; each block's lines without the blank separator line.
  var screens: [[String]] {
    output.split(separator: "\n\n", omittingEmptySubsequences: false).map {
      $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
        !$0.isEmpty
      }
    }
  }

  /// The last screen printed.
  var lastScreen: [String] {
    screens.last ?? []
  }

  /// The numbered rows of a screen, for example `3. Charcoal Clay Mask | ¥14.99 [Low stock]`.
  static func rows(_ screen: [String]) -> [String] {
    screen.filter { line in
      guard let dot = line.firstIndex(of: ".") else { return false }
      return !line[..<dot].isEmpty && line[..<dot].allSatisfy(\.isNumber)
    }
  }
}
