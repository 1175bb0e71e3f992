import Foundation
import Testing

/// The real `mvp-demo` binary, when the build placed it next to the test bundle (`swift build
/// --build-tests` does): scripted input on a pipe, exit statuses, nothing on standard error.
@Suite(.enabled(if: BuiltExecutable.url != nil, "mvp-demo has not been built"))
struct ExecutableTests {
  struct Outcome {
    let status: Int32
    let output: String
    let errors: String
  }

  func run(_ arguments: [String], input: String) throws -> Outcome {
    let process = Process()
    process.executableURL = BuiltExecutable.url
    process.arguments = arguments
    let stdin = Pipe()
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
      errors: String(decoding: errors, as: UTF8.self))
  }

  @Test func scriptedSessionOnAPipeEndsWithStatus0() throws {
    let result = try run(["--page-size", "2"], input: "next\nopen 1\nback\nquit\n")
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(
      result.output.hasPrefix(
        "Loading…\n== Goods ==\n1. Velvet Matte Lipstick | ¥9.27 (was ¥9.99)\n"))
    #expect(result.output.contains("\n> open 1\nLoading…\n== Velvet Matte Lipstick ==\n"))
    #expect(result.output.hasSuffix("\n> quit\nBye.\n"))
  }

  /// The string tables are found in the installed resource bundle (on Linux SwiftPM lower-cases
  /// `zh-Hans.lproj`).
  @Test func theChineseDemoFindsItsTables() throws {
    let result = try run(["--locale", "zh-Hans", "--page-size", "1"], input: "quit\n")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("正在加载…\n== 商品 ==\n"))
    #expect(result.output.hasSuffix("\n> quit\n再见。\n"))
  }

  @Test func endOfInputEndsWithStatus0() throws {
    let result = try run([], input: "users\nopen 99")
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(
      result.output.hasSuffix(
        "help, quit\nThere is no row 99: the list has rows 1 to 20.\n"))
  }

  /// Issue 8's terminal case, on the real binary:
  /// `printf 'users\ndelete 1\nnext\nrefresh\n' | mvp-demo --page-size 1`.
  @Test func aListEmptiedByADeleteNeverShowsEmpty() throws {
    let result = try run(["--page-size", "1"], input: "users\ndelete 1\nnext\nrefresh\n")
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(!result.output.contains("No users yet."))
    #expect(
      result.output.hasSuffix(
        """

        > refresh
        Refreshing…
        == Users ==
        1. Lukas Brenner <lukas.brenner@example.com>
        Row 1 of 19 users.
        Commands: open N, delete N, next, list, refresh, goods, help, quit

        """))
  }

  @Test func malformedBaseURLExitsWithStatus2() throws {
    let result = try run(["--base-url", "::"], input: "")
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(
      result.errors.hasPrefix(
        "mvp-demo: --base-url: '::' is not an http(s) URL with a host (a path is fine; no query "
          + "or fragment)\n"))
  }

  @Test(arguments: [
    (["--base-url", "http://127.0.0.1:70000"], "mvp-demo: --base-url: the port of "),
    (["--locale", "xx_YY"], "mvp-demo: --locale: 'xx_YY' is not a locale this system knows"),
  ])
  func aPortAboveTheRangeOrAnUnknownLocaleExitsWithStatus2(arguments: [String], prefix: String)
    throws
  {
    let result = try run(arguments, input: "next\n")
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix(prefix))
  }
}

/// Where the build put `mvp-demo`.
enum BuiltExecutable {
  /// The built executable: next to the test binary, or a few folders up (macOS bundles).
  static let url: URL? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("mvp-demo")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }()
}
