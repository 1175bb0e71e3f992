import Foundation
import MVPTestSupport
import Testing

/// Every ```swift block of README.md and of the DocC articles (`Sources/*/*.docc/*.md`) is
/// compiled: it appears verbatim, line for line (indented or not), in a Swift file that CI
/// builds, under `Examples/` or in this test target. An example that drifts from the code fails
/// here, naming its file and its first line. Text that is not Swift takes another fence language
/// (```text, ```sh).
@Suite struct DocExamplesAreCompiledTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL

  /// One ```swift block of a document.
  struct Block {
    let document: String
    let line: Int
    let lines: [String]
  }

  /// README.md and every DocC article and landing page.
  static func documents() throws -> [URL] {
    var documents = [root.appendingPathComponent("README.md")]
    documents += try files(under: "Sources", ending: ".md").filter {
      $0.path.contains(".docc/")
    }
    return documents
  }

  /// The Swift files CI compiles that examples may come from.
  static func compiledSources() throws -> [String] {
    let urls =
      try files(under: "Examples", ending: ".swift")
      + files(under: "Tests/DocExampleTests", ending: ".swift")
    return try urls.map { "\n" + (try String(contentsOf: $0, encoding: .utf8)) + "\n" }
  }

  static func files(under folder: String, ending suffix: String) throws -> [URL] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    else { return [] }
    var found: [URL] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == ".build" {
        enumerator.skipDescendants()
      } else if url.lastPathComponent.hasSuffix(suffix) {
        found.append(url)
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// The ```swift blocks of `text`; fails on a block that is never closed.
  static func swiftBlocks(of text: String, document: String) -> [Block] {
    var blocks: [Block] = []
    var open: (line: Int, isSwift: Bool, lines: [String])?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = open {
        if trimmed == "```" {
          if block.isSwift {
            blocks.append(Block(document: document, line: block.line, lines: block.lines))
          }
          open = nil
        } else {
          block.lines.append(line)
          open = block
        }
      } else if trimmed.hasPrefix("```") {
        let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased()
        open = (index + 1, language.hasPrefix("swift"), [])
      }
    }
    if let block = open {
      Issue.record("\(document):\(block.line): a code block is never closed")
    }
    return blocks
  }

  /// Whether `block` is in `source` as whole lines, every line indented by the same spaces.
  static func source(_ source: String, contains block: Block) -> Bool {
    stride(from: 0, through: 12, by: 2).contains { indent in
      let pad = String(repeating: " ", count: indent)
      let text = block.lines.map { $0.isEmpty ? $0 : pad + $0 }.joined(separator: "\n")
      return source.contains("\n" + text + "\n")
    }
  }

  /// Compiles a package manifest block with `swift package dump-package`, in a new package
  /// whose targets' folders exist; dependencies are not fetched.
  static func compileManifest(_ block: Block) throws {
    let directory = try TemporaryDirectory()
    let manifest = block.lines.joined(separator: "\n") + "\n"
    try manifest.write(toFile: directory.path("Package.swift"), atomically: true, encoding: .utf8)
    for part in manifest.components(separatedBy: "name: \"").dropFirst() {
      let name = String(part.prefix { $0 != "\"" })
      for folder in ["Sources", "Tests"] {
        try FileManager.default.createDirectory(
          atPath: directory.path("\(folder)/\(name)"), withIntermediateDirectories: true)
      }
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "dump-package", "--package-path", directory.path("")]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Issue.record(
        "\(block.document):\(block.line): the package manifest does not compile:\n\(text)")
    }
  }

  @Test func everySwiftBlockIsCompiledCode() throws {
    let sources = try Self.compiledSources()
    #expect(sources.count >= 10, "the compiled example files were not found")
    var checked = 0
    for url in try Self.documents() {
      let name = String(url.path.dropFirst(Self.root.path.count + 1))
      let text = try String(contentsOf: url, encoding: .utf8)
      for block in Self.swiftBlocks(of: text, document: name) {
        checked += 1
        if block.lines.first?.hasPrefix("// swift-tools-version:") == true {
          try Self.compileManifest(block)
        } else if !sources.contains(where: { Self.source($0, contains: block) }) {
          Issue.record(
            """
            \(name):\(block.line): the swift block starting "\(block.lines.first ?? "")" is not \
            verbatim in any compiled file (Examples/…, Tests/DocExampleTests/…): copy it from \
            there, or use another fence language for text that is not Swift
            """)
        }
      }
    }
    #expect(checked >= 10, "too few swift blocks found: \(checked)")
  }

  @Test func aChangedLineIsFound() {
    let source = "\nfunc f() {\n  let a = 1\n  print(a)\n}\n"
    let kept = Self.swiftBlocks(of: "x\n```swift\nlet a = 1\nprint(a)\n```\n", document: "d")
    let changed = Self.swiftBlocks(of: "```swift\nlet a = 2\nprint(a)\n```\n", document: "d")
    let partial = Self.swiftBlocks(of: "```swift\nt a = 1\n```\n", document: "d")
    #expect(kept.count == 1 && Self.source(source, contains: kept[0]))
    #expect(changed.count == 1 && !Self.source(source, contains: changed[0]))
    #expect(partial.count == 1 && !Self.source(source, contains: partial[0]))
  }
}

/// The store article's example runs, on a real file.
@Suite struct StoreExampleTests {
  @Test func theNoteIsKept() throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: directory.path("notes.sqlite"))
    let text = "It's 'quoted'; DROP TABLE note"
    #expect(try keepNote(text, at: url) == [text])
  }
}
