import MVPDemo
import MVPTestSupport
import Testing

/// The command line, through the executable's entry point.
@MainActor @Suite(.presenterTest) struct CommandLineSessionTests {
  @Test(arguments: [
    (
      ["--base-url", "not a url"],
      "mvp-demo: --base-url: 'not a url' is not an http(s) URL with a host"
        + " (a path is fine; no query or fragment)"
    ),
    (
      ["--base-url", "ftp://example.com"],
      "mvp-demo: --base-url: 'ftp://example.com' is not an http(s) URL with a host"
        + " (a path is fine; no query or fragment)"
    ),
    (
      ["--base-url=localhost"],
      "mvp-demo: --base-url: 'localhost' is not an http(s) URL with a host"
        + " (a path is fine; no query or fragment)"
    ),
    (["--base-url"], "mvp-demo: --base-url needs a value"),
  ])
  func malformedBaseURLPrintsUsageOnStandardErrorAndExits2(arguments: [String], firstLine: String)
    async
  {
    let run = await DemoTranscript(arguments, script: "next\n")
    #expect(run.status == 2)
    #expect(run.output == "")
    #expect(run.errors == firstLine + "\n\n" + DemoCommandLine.usage)
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
