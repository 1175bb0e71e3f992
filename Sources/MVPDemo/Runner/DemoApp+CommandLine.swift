extension DemoApp {
  /// Runs the demo as the `mvp-demo` executable: arguments from the command line, commands from
  /// standard input (interactive when it is a terminal), screens to standard output, usage
  /// errors (and, with `--verbose`, unreadable list items) to standard error, the real feature
  /// modules.
  ///
  /// - Parameter arguments: The arguments after the program name.
  /// - Returns: The exit status, as for ``run(arguments:input:output:errorOutput:interactive:variables:makeScreens:)``.
  @MainActor
  public static func main(arguments: [String]) async -> Int32 {
    let input = StandardInput()
    return await run(
      arguments: arguments, input: input, output: StandardStream.output,
      errorOutput: StandardStream.error, interactive: input.isTerminal,
      makeScreens: { FeatureRootScreens(environment: $0, errorOutput: StandardStream.error) })
  }
}
