import Foundation
import MVPCore
import MVPDemo
import MVPLocalization
import MVPTestSupport
import Testing

/// Issue 22, part 1: text from the server or the user is inert on every screen of the demo. A
/// loopback server sends hostile text in every field the screens show (escape sequences, BEL,
/// NUL, C1, bidirectional overrides and isolates, line breaks, a very long title); the demo's
/// entry point prints none of those characters, only what is left of the text, on one line.
@MainActor @Suite(.presenterTest) struct HostileTextSessionTests {
  /// Every hostile piece, with what is left of it once inert.
  static let table: [(hostile: String, shown: String)] = [
    ("\u{1B}[2J", "[2J"), ("\u{1B}[31m", "[31m"), ("\u{07}", ""), ("\u{0}", ""),
    ("\u{9B}1m", "1m"), ("\u{202E}", ""), ("\u{2066}", ""), ("\u{2067}", ""), ("\u{2068}", ""),
    ("\u{2069}", ""), ("\u{200F}", ""), ("\r\n", " "),
  ]

  /// `word` with every hostile piece after it.
  static func hostile(_ word: String) -> String {
    word + table.map(\.hostile).joined() + "!"
  }

  /// What the screens show of ``hostile(_:)``.
  static func shown(_ word: String) -> String {
    word + table.map(\.shown).joined() + "!"
  }

  static let longTitle = String(repeating: "Long", count: 10_000)

  static var data: CatalogData {
    var evil = CatalogFixtures.product(1, hostile("Title"), brand: hostile("Brand"))
    evil.description = hostile("Description")
    evil.shippingInformation = hostile("Ships")
    var long = CatalogFixtures.product(2, longTitle)
    long.description = longTitle
    var user = CatalogFixtures.user(1, hostile("First"), hostile("Last"))
    user.email = hostile("mail")
    user.username = hostile("user")
    user.phone = hostile("phone")
    return CatalogData(products: [evil, long], users: [user])
  }

  /// The scalars no printed line may hold: every control character but the line feed that ends
  /// a line, and every invisible format character.
  static func hiddenScalars(in output: String) -> [Unicode.Scalar] {
    output.unicodeScalars.filter { $0 != "\n" && !InertText.isShown($0) }
  }

  @Test func everyFieldOfEveryScreenIsPrintedInert() async throws {
    let server = try LoopbackHTTPServer(serving: Self.data)
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL],
      script: "cart 1\nopen 1\ncart 1\nback\nopen 2\nback\nusers\nopen 1\ncart\n")
    #expect(Self.hiddenScalars(in: run.output + run.errors).isEmpty)
    let longShown = String(Self.longTitle.prefix(199)) + "…"
    #expect(
      DemoTranscript.rows(run.screens[0]) == [
        "1. \(Self.shown("Title")) | $9.99", "2. \(longShown) | $9.99",
      ])
    #expect(run.screens[2].contains("== \(Self.shown("Title")) =="))
    #expect(run.screens[2].contains("Brand: \(Self.shown("Brand"))"))
    #expect(run.screens[2].contains("Shipping: \(Self.shown("Ships"))"))
    #expect(run.screens[2].contains(Self.shown("Description")))
    #expect(run.screens[5].contains("== \(longShown) =="))
    #expect(
      run.screens[5].contains(
        String(Self.longTitle.prefix(999)) + "…"))
    #expect(
      DemoTranscript.rows(run.screens[7])
        == ["1. \(Self.shown("First")) \(Self.shown("Last")) <\(Self.shown("mail"))>"])
    #expect(run.screens[8].contains("== \(Self.shown("First")) \(Self.shown("Last")) =="))
    #expect(run.screens[8].contains("Email: \(Self.shown("mail"))"))
    #expect(run.screens[8].contains("Username: \(Self.shown("user"))"))
    #expect(run.screens[9].contains { $0.hasSuffix(Self.shown("Title")) })
  }

  @Test func typedTextIsEchoedInertAndAnEditWithControlCharactersIsRefused() async throws {
    let server = try LoopbackHTTPServer(serving: CatalogFixtures.small)
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL],
      script: "users\nopen 1\nedit \u{1B}[31mRed\u{1B}[0m | a@b.co\n\u{1B}[2Jnope\u{07}\n")
    #expect(Self.hiddenScalars(in: run.output + run.errors).isEmpty)
    #expect(
      run.screens[3] == [
        "> edit [31mRed[0m | a@b.co", "== Ada Lovelace ==", "Email: ada@example.com",
        "Username: ada", "Phone: \(CatalogFixtures.bundled.users[0].phone)",
        "Avatar: \(CatalogFixtures.bundled.users[0].image)",
        "Editing: name '[31mRed[0m', email 'a@b.co'",
        "Name: Remove the control or invisible characters (such as escapes, tabs or direction marks).",
        BundledSessionTests.editorCommands,
      ])
    #expect(!server.requests.contains { $0.hasPrefix("PUT") })
    #expect(run.screens[4].first == "> [2Jnope")
  }
}
