import Foundation
import MVPDemo
import MVPTestSupport
import Testing

/// Issue 12, part 1, for the demo: its strings come from its `en` and `zh-Hans` tables, found in
/// the installed resource bundle on Linux too, and every screen of the demo in either language
/// has no text left in the other one.
@MainActor @Suite(.presenterTest) struct DemoLocalizationTests {
  static let data = CatalogFixtures.bundled

  @Test func theTablesAreCompleteAndFoundOnThisPlatform() {
    #expect(expectLocalizationsComplete(in: .mvpDemo) > 100)
    let localizations = Set(Bundle.mvpDemo.localizations.map { $0.lowercased() })
    #expect(localizations.isSuperset(of: ["en", "zh-hans"]))
    #expect(DemoTexts(locale: Locale(identifier: "zh_CN")).localization?.lowercased() == "zh-hans")
    // The data set is still packaged next to the tables.
    #expect(Self.data.products.count == 66)
    #expect(Self.data.currency == "CNY")
  }

  @Test func theCheckFindsTheOtherLanguage() {
    let lines =
      "== 商品 ==\nCommands: open 行号\n> edit Ada | a@b.cc\n1. Velvet Matte Lipstick | ¥9.27\n"
    #expect(
      OtherLanguageCheck.leftovers(in: lines, chinese: true, data: Self.data)
        == ["Commands: open 行号"])
    #expect(
      OtherLanguageCheck.leftovers(in: lines, chinese: false, data: Self.data)
        == ["== 商品 ==", "Commands: open 行号"])
  }

  @Test(arguments: ["en", "zh-Hans"])
  func everyScreenIsInOneLanguage(locale: String) async throws {
    let chinese = locale != "en"
    var transcript = ""
    var typed: [String] = []
    func record(_ run: DemoTranscript) {
      transcript += run.output + run.errors
      typed += run.arguments + run.script.split(separator: "\n").map(String.init)
    }
    let locales = ["--locale", locale]

    // The bundled data set: pages to the end, details, the cart's rules, the user list, the
    // editor's field errors, confirmations, every kind of bad input, help.
    let name = chinese ? "王芳" : "Ada Lovelace"
    let hugeName = String(repeating: "1", count: 100_000)
    let longLocal = String(repeating: "b", count: 300)
    record(
      await DemoTranscript(
        locales,
        script: """
          next
          next
          next
          next
          list
          open 1
          cart 1
          cart 99999
          cart 2
          cart 98
          cart 96
          cart 2
          back
          open 4
          cart
          back
          cart 4
          cart 3
          open 35
          back
          dance
          open
          open abc
          cart 99999999999999999999
          next 2
          edit Ada
          delete 1
          goods
          retry
          back
          open 999
          help
          users
          delete 1
          open 1
          edit \(name) | not-an-email
          edit \(hugeName) | someone@example.com
          edit \(name) | \(longLocal)@example.com
          edit \(name) | someone@example.com
          back
          sale
          sale
          open 2
          wait 90
          back
          wait 6000
          open 1
          back
          quit
          """))

    // A server that fails: error states, a missing product, failed next page, refresh, delete
    // and save, and their retries.
    let counter = RequestCounter()
    let contract = CatalogServer(data: Self.data)
    let failing = try LoopbackHTTPServer { request in
      let skip = request.query["skip"] ?? ""
      if request.path == ["products", "2"] {
        return .message("Product with id '2' not found", status: 404)
      }
      if request.method != "GET" { return APIResponse(status: 500) }
      if skip == "2" && counter.next("next") == 1 { return APIResponse(status: 503) }
      if skip == "0" && request.path == ["products"] && counter.next("first") == 2 {
        return APIResponse(status: 503)
      }
      return contract.respond(to: request)
    }
    defer { failing.stop() }
    record(
      await DemoTranscript(
        locales + ["--base-url", failing.baseURL, "--page-size", "2"],
        script: "next\nretry\nrefresh\nretry\nopen 2\nretry\nback\nusers\ndelete 1\nopen 1\n"
          + "edit \(name) | someone@example.com\n"))
    let broken = try LoopbackHTTPServer { _ in APIResponse(status: 500) }
    defer { broken.stop() }
    record(
      await DemoTranscript(
        locales + ["--base-url", broken.baseURL], script: "users\nnext\nretry\n"))
    let html = try LoopbackHTTPServer { _ in
      APIResponse(status: 200, headers: ["Content-Type": "text/html"], body: Data("<html>".utf8))
    }
    defer { html.stop() }
    record(await DemoTranscript(locales + ["--base-url", html.baseURL], script: "open 1\n"))
    record(
      await DemoTranscript(
        locales + ["--base-url", try LoopbackHTTPServer.unreachableBaseURL()], script: "retry\n"))
    let empty = try LoopbackHTTPServer(serving: CatalogData(products: [], users: []))
    defer { empty.stop() }
    record(
      await DemoTranscript(
        locales + ["--base-url", empty.baseURL], script: "users\nnext\nrefresh\n"))
    let skipping = try LoopbackHTTPServer(handler: BrokenRecords.server(Self.data))
    defer { skipping.stop() }
    record(
      await DemoTranscript(
        locales + ["--base-url", skipping.baseURL, "--page-size", "30"],
        script: "next\nnext\nusers\n"))

    // The store (issue 14): a cart and goods kept, shown with the server down, the server down
    // and up mid-session, a file that is not a database, 'offline' with a live server.
    let directory = try TemporaryDirectory()
    let store = ["--store", directory.path("shop.sqlite"), "--page-size", "3"]
    record(await DemoTranscript(locales + store, script: "cart\ncart 1\nnext\ncart 6\n"))
    record(
      await DemoTranscript(
        locales + store + ["--offline"],
        script: "cart\nnext\nnext\nopen 1\nback\nonline\nrefresh\noffline\nrefresh\n"))
    let notADatabase = directory.path("notes.txt")
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: notADatabase))
    record(await DemoTranscript(locales + ["--store", notADatabase], script: "cart\n"))
    record(
      await DemoTranscript(locales + ["--store", directory.path("no/shop.sqlite")], script: ""))
    record(
      await DemoTranscript(
        locales + ["--base-url", try LoopbackHTTPServer.unreachableBaseURL()],
        script: "offline\nonline\n"))

    // The usage, and usage errors.
    record(await DemoTranscript(locales + ["--help"], script: ""))
    record(await DemoTranscript(locales + ["--store", ""], script: ""))
    record(await DemoTranscript(locales + ["--offline", "--base-url=http://h"], script: ""))
    record(await DemoTranscript(locales + ["--page-size", "0"], script: ""))
    record(await DemoTranscript(locales + ["--base-url", "http://127.0.0.1:70000"], script: ""))
    record(await DemoTranscript(locales + ["--currency", "EURO"], script: ""))
    record(await DemoTranscript(locales + ["--bogus"], script: ""))
    record(await DemoTranscript(locales + ["stray"], script: ""))

    #expect(
      OtherLanguageCheck.leftovers(
        in: transcript, chinese: chinese, data: Self.data, typed: typed) == [])
    // No key of the tables shows: a missing string would show its key.
    for key in try Self.keys() {
      #expect(!transcript.contains(key), "\(key)")
    }
    // The screens the issue names, in the language asked for.
    let expected =
      chinese
      ? [
        "== 商品 ==", "== 用户 ==", "正在加载更多…", "已到列表末尾", "库存仅 98 件", "已删除", "已保存你的修改。", "用法：",
        "购物车：", "服务器暂不可用，显示的是 12:00 保存的商品。", "已重新连接：商品信息已是最新。", "内置服务器已停止",
        "它不是数据库文件", "购物车是空的。",
      ]
      : [
        "== Goods ==", "== Users ==", "Loading more…", "the end of the list", "Only 98 in stock",
        "Deleted ", "Saved your changes.", "Usage:", "Your cart:",
        "The server isn't available: showing goods saved at 12:00.",
        "Connected again: goods are up to date.",
        "The bundled server is down", "it is not a database file", "Your cart is empty.",
      ]
    for text in expected {
      #expect(transcript.contains(text), "\(text)")
    }
  }

  /// The keys of the English table.
  static func keys() throws -> [String] {
    let url = try #require(
      Bundle.mvpDemo.url(
        forResource: "Localizable", withExtension: "strings", subdirectory: "en.lproj"))
    let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    return try #require(plist as? [String: String]).keys.sorted()
  }
}
