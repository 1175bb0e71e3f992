import Foundation
import MVPDemo
import MVPTestSupport
import Testing

/// The example sessions of the demo's DocC article (`Sources/MVPDemo/MVPDemo.docc/TheDemo.md`) are
/// what the demo really prints: each `$ printf '…' | swift run mvp-demo …` block is run again, in
/// order, and compared line by line. The store's file (``articleStorePath``) is one in a new
/// temporary directory, so the store story's two runs share it and start without it.
@MainActor @Suite(.presenterTest) struct DemoArticleTranscriptTests {
  /// One example of the article: the command line and the output shown under it.
  struct Example {
    let script: String
    let arguments: [String]
    let output: String
  }

  /// The `--store` path the article's examples use.
  static let articleStorePath = "/tmp/shop.sqlite"

  static func examples() throws -> [Example] {
    let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/MVPDemo/MVPDemo.docc/TheDemo.md")
      .standardizedFileURL
    let text = try String(contentsOf: article, encoding: .utf8)
    var examples: [Example] = []
    for block in text.components(separatedBy: "```text\n$ printf '").dropFirst() {
      let body = try #require(block.components(separatedBy: "\n```").first)
      let firstLine = try #require(body.components(separatedBy: "\n").first)
      let parts = firstLine.components(separatedBy: "' | swift run mvp-demo")
      try #require(parts.count == 2)
      examples.append(
        Example(
          script: parts[0].replacingOccurrences(of: "\\n", with: "\n"),
          arguments: parts[1].split(separator: " ").map(String.init),
          output: String(body.dropFirst(firstLine.count + 1)) + "\n"))
    }
    return examples
  }

  @Test func theExamplesAreWhatTheDemoPrints() async throws {
    let examples = try Self.examples()
    #expect(examples.count == 4)
    let directory = try TemporaryDirectory()
    #expect(examples.filter { $0.arguments.contains(Self.articleStorePath) }.count == 2)
    for example in examples {
      let arguments = example.arguments.map {
        $0 == Self.articleStorePath ? directory.path("shop.sqlite") : $0
      }
      let run = await DemoTranscript(arguments, script: example.script)
      #expect(run.output == example.output)
      #expect(run.status == 0)
    }
  }
}
