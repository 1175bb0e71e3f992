import Foundation
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

  /// Issue 12: with a known `--locale`, the help and the usage errors are in its language.
  @Test func theHelpAndUsageErrorsAreInTheLocalesLanguage() async {
    let chinese = DemoTexts(locale: Locale(identifier: "zh-Hans"))
    let help = await DemoTranscript(["--locale", "zh-Hans", "--help"], script: "")
    #expect(help.status == 0)
    #expect(help.output == DemoCommandLine.usage(in: chinese))
    let error = await DemoTranscript(["--locale", "zh-Hans", "--page-size", "0"], script: "")
    #expect(error.status == 2)
    #expect(
      error.errors == "mvp-demo: --page-size：应为 1 至 100 的整数，而不是“0”\n\n"
        + DemoCommandLine.usage(in: chinese))
  }

  @Test func otherUsageErrorsExit2() async {
    let run = await DemoTranscript(["--page-size", "0"], script: "")
    #expect(run.status == 2)
    #expect(
      run.errors.components(separatedBy: "\n").first
        == "mvp-demo: --page-size: expected a whole number from 1 to 100, got '0'")
  }
}
