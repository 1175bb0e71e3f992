import MVPDemo
import Testing

/// The command line, through the executable's entry point.
@MainActor @Suite struct CommandLineSessionTests {
  @Test(arguments: [
    ["--base-url", "not a url"], ["--base-url", "ftp://example.com"], ["--base-url=localhost"],
    ["--base-url"],
  ])
  func malformedBaseURLPrintsUsageOnStandardErrorAndExits2(arguments: [String]) async {
    let run = await DemoTranscript(arguments, script: "next\n")
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.errors.hasPrefix("mvp-demo: --base-url"))
    #expect(run.errors.hasSuffix("\n\n" + DemoCommandLine.usage))
    #expect(
      run.errors.components(separatedBy: "\n").first?.contains("http") ?? false
        || arguments.count == 1)
  }

  @Test func helpPrintsUsageAndExits0() async {
    let run = await DemoTranscript(["--help"], script: "next\n")
    #expect(run.status == 0)
    #expect(run.output == DemoCommandLine.usage)
    #expect(run.errors == "")
  }

  @Test func otherUsageErrorsExit2() async {
    let run = await DemoTranscript(["--page-size", "0"], script: "")
    #expect(run.status == 2)
    #expect(
      run.errors.components(separatedBy: "\n").first
        == "mvp-demo: --page-size: expected a whole number from 1 to 100, got '0'")
  }
}
