import Foundation
import MVPDemo
import MVPTestSupport
import Testing

/// The example sessions of the demo's DocC article (`Sources/MVPDemo/MVPDemo.docc/TheDemo.md`) are
/// what the demo really prints: each `$ printf '…' | swift run mvp-demo …` block is run again, in
/// order, and compared line by line. A block may first write a file (`$ printf '…' > /tmp/x.json`),
/// as a reader would. Every `/tmp/` path of the article (a `--store` database, a `--state` file, a
/// file written first) is one in a new temporary directory, so the sessions that share a file (the
/// store's two runs, a session quit and started again) share it and start without it.
@MainActor @Suite(.presenterTest) struct DemoArticleTranscriptTests {
  /// One example of the article: the files it writes first, the command line and the output
  /// shown under it.
  struct Example {
    let files: [(path: String, contents: String)]
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
      var lines = ("$ printf '" + body).components(separatedBy: "\n")
      var files: [(path: String, contents: String)] = []
      while let line = lines.first, line.hasPrefix("$ printf '"), line.contains("' > ") {
        let parts = line.dropFirst("$ printf '".count).components(separatedBy: "' > ")
        try #require(parts.count == 2)
        files.append((parts[1], parts[0].replacingOccurrences(of: "\\n", with: "\n")))
        lines.removeFirst()
      }
      let command = try #require(lines.first)
      let parts = command.dropFirst("$ printf '".count).components(
        separatedBy: "' | swift run mvp-demo")
      try #require(parts.count == 2)
      examples.append(
        Example(
          files: files, script: parts[0].replacingOccurrences(of: "\\n", with: "\n"),
          arguments: parts[1].split(separator: " ").map(String.init),
          output: lines.dropFirst().joined(separator: "\n") + "\n"))
    }
    return examples
  }

  @Test func theExamplesAreWhatTheDemoPrints() async throws {
    let examples = try Self.examples()
    #expect(examples.count == 14)
    let directory = try TemporaryDirectory()
    let inDirectory = { (path: String) in
      path.hasPrefix("/tmp/") ? directory.path(String(path.dropFirst("/tmp/".count))) : path
    }
    #expect(examples.filter { $0.arguments.contains(Self.articleStorePath) }.count == 2)
    // Sessions quit and started again with the same state file: where the list was, an edit, a
    // save in flight.
    for path in ["/tmp/place.json", "/tmp/edit.json", "/tmp/save.json"] {
      #expect(examples.filter { $0.arguments.contains(path) }.count == 2, "\(path)")
    }
    #expect(examples.flatMap(\.files).map(\.path) == ["/tmp/old.json", "/tmp/cut.json"])
    for example in examples {
      for file in example.files {
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: inDirectory(file.path)))
      }
      let run = await DemoTranscript(example.arguments.map(inDirectory), script: example.script)
      #expect(run.output == example.output)
      #expect(run.status == 0)
    }
  }
}
