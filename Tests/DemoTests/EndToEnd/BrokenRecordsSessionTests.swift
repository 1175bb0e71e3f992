import Foundation
import MVPDemo
import MVPTestSupport
import Testing

/// Issue 9, part 1, done as the issue states it: the goods and users lists page through the whole
/// bundled data set, served over HTTP with every third record broken, showing every good record
/// once, in order, and a count of the skipped ones; `--verbose` describes each skipped record on
/// standard error.
@MainActor @Suite(.presenterTest) struct BrokenRecordsSessionTests {
  static let data = CatalogFixtures.bundled

  /// The row texts the demo shows for the good records, in order.
  static var goodProducts: [String] {
    data.products.enumerated().filter { !BrokenRecords.isBroken(position: $0.offset + 1) }
      .map(\.element.title)
  }

  static var goodUsers: [String] {
    data.users.enumerated().filter { !BrokenRecords.isBroken(position: $0.offset + 1) }
      .map { "\($0.element.firstName) \($0.element.lastName)" }
  }

  /// The titles of the numbered rows of screens, without their number and the rest of the row.
  static func titles(_ screens: [[String]], separator: String) -> [String] {
    screens.flatMap(DemoTranscript.rows).map { row in
      let text = row[row.index(after: row.firstIndex(of: " ")!)...]
      return String(text.components(separatedBy: separator)[0])
    }
  }

  /// Runs the demo with `next` until every page of `count` records of `pageSize` was asked for.
  static func pageThrough(
    _ server: LoopbackHTTPServer, list: String, count: Int, pageSize: Int, verbose: Bool = false
  ) async -> DemoTranscript {
    let pages = (count + pageSize - 1) / pageSize
    let script = (list == "users" ? "users\n" : "") + String(repeating: "next\n", count: pages)
    var arguments = ["--base-url", server.baseURL, "--page-size", String(pageSize)]
    if verbose { arguments.append("--verbose") }
    return await DemoTranscript(arguments, script: script)
  }

  @Test(arguments: [2, 20])
  func theGoodsListShowsEveryGoodProductOnceAndCountsTheOthers(pageSize: Int) async throws {
    let server = try LoopbackHTTPServer(handler: BrokenRecords.server(Self.data))
    defer { server.stop() }
    let products = Self.data.products.count
    let run = await Self.pageThrough(server, list: "goods", count: products, pageSize: pageSize)
    let skipped = products / 3
    // Each page prints its new rows: together they are every good product, once, in order.
    #expect(Self.titles(run.screens, separator: " | ") == Self.goodProducts)
    let good = products - skipped
    #expect(
      run.lastScreen.last { $0.hasPrefix("Row") }?.hasSuffix(
        " of \(good) products, the end of the list.") == true)
    // The notice comes under the rows printed last.
    let lastRows = run.screens.last { !DemoTranscript.rows($0).isEmpty } ?? []
    #expect(lastRows.contains("\(skipped) products could not be shown."))
    #expect(!run.output.contains("Error:"))
    // Paging stayed right: each page asked for once, from the offset after the previous one.
    let pages = stride(from: 0, to: products, by: pageSize).map {
      "GET /products?limit=\(pageSize)&skip=\($0)"
    }
    #expect(server.requests == pages)
    #expect(run.errors == "")
  }

  @Test(arguments: [2, 20])
  func theUserListShowsEveryGoodUserOnceAndCountsTheOthers(pageSize: Int) async throws {
    let server = try LoopbackHTTPServer(handler: BrokenRecords.server(Self.data))
    defer { server.stop() }
    let users = Self.data.users.count
    let run = await Self.pageThrough(server, list: "users", count: users, pageSize: pageSize)
    let skipped = users / 3
    #expect(Self.titles(Array(run.screens.dropFirst()), separator: " <") == Self.goodUsers)
    let good = users - skipped
    #expect(
      run.lastScreen.last { $0.hasPrefix("Row") }?.hasSuffix(
        " of \(good) users, the end of the list.") == true)
    let lastRows = run.screens.last { !DemoTranscript.rows($0).isEmpty } ?? []
    #expect(lastRows.contains("\(skipped) users could not be shown."))
    #expect(!run.output.contains("Error:"))
    let pages = stride(from: 0, to: users, by: pageSize).map {
      "GET /users?limit=\(pageSize)&skip=\($0)"
    }
    #expect(Array(server.requests.dropFirst()) == pages)
  }

  @Test func verboseDescribesEachSkippedRecordOnStandardError() async throws {
    let server = try LoopbackHTTPServer(handler: BrokenRecords.server(Self.data))
    defer { server.stop() }
    let run = await Self.pageThrough(
      server, list: "goods", count: Self.data.products.count, pageSize: 20, verbose: true)
    let lines = run.errors.split(separator: "\n").map(String.init)
    let brokenIDs = Self.data.products.enumerated()
      .filter { BrokenRecords.isBroken(position: $0.offset + 1) }.map(\.element.id)
    #expect(lines.count == brokenIDs.count)
    for (line, id) in zip(lines, brokenIDs) {
      #expect(line.hasPrefix("mvp-demo: goods: skipped item "), "\(line)")
      #expect(line.contains("(id \(id)) at products["), "\(line)")
      #expect(line.hasSuffix(".stock: the field stock is missing"), "\(line)")
    }
    // Standard output is the same as without --verbose.
    let quiet = await Self.pageThrough(
      server, list: "goods", count: Self.data.products.count, pageSize: 20)
    #expect(quiet.output == run.output)
  }

  @Test func aPageOfWhichNoRecordCanBeReadIsAnErrorWithRetry() async throws {
    // With one record per page, the third page holds only a broken record.
    let server = try LoopbackHTTPServer(handler: BrokenRecords.server(Self.data))
    defer { server.stop() }
    let run = await DemoTranscript(
      ["--base-url", server.baseURL, "--page-size", "1"], script: "next\nnext\nnext\n")
    #expect(
      Self.titles(Array(run.screens.prefix(3)), separator: " | ")
        == Array(Self.goodProducts.prefix(2)))
    #expect(
      run.screens[2].contains(
        "* Couldn't load more rows. The server sent an answer this app can't read. Please try "
          + "again later."))
    // Next asks for the same page again; the list never skips it silently.
    #expect(
      server.requests == [
        "GET /products?limit=1&skip=0", "GET /products?limit=1&skip=1",
        "GET /products?limit=1&skip=2", "GET /products?limit=1&skip=2",
      ])
  }
}
