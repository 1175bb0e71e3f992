import Foundation
import GoodsFeature
import MVPDemo
import MVPStore
import MVPTestSupport
import Testing

/// Issue 14 in the demo: `--store PATH` keeps the cart and the goods fetched in a real SQLite
/// file from one run to the next, `--offline`, `offline` and `online` take the bundled server down
/// and up, and `cart` shows the cart; all through the executable's entry point, on files in a
/// temporary directory.
@MainActor @Suite(.presenterTest) struct StoreSessionTests {
  static let goodsCommands = BundledSessionTests.goodsCommands
  static let goodsFailedCommands = LoopbackSessionTests.goodsFailedCommands
  static let notice = "The server isn't available: showing goods saved at 12:00."
  static let unreachable = "The server can't be reached right now. Please try again later."
  static let firstRows = [
    "1. Velvet Matte Lipstick | ¥9.27 (was ¥9.99)",
    "2. Hydrating Rose Face Mist | ¥10.55 (was ¥12.49) [Deep discount]",
    "3. Charcoal Clay Mask | ¥14.99 [Low stock]",
  ]
  static let secondRows = [
    "4. Volume Boost Mascara | ¥7.46 (was ¥8.50) [Out of stock]",
    "5. Silk Finish Powder Compact | ¥19.07 (was ¥19.99)",
    "6. Cedar Night Eau de Parfum | ¥117.13 (was ¥129.00) [Free shipping]",
  ]

  /// The story: the first run adds to the cart and pages the goods; the second, with the
  /// server down, shows the same cart and the goods saved, under the notice, as far as they were
  /// paged; what was never fetched fails as the server's failure.
  @Test func aSecondRunWithTheServerDownShowsTheCartAndTheGoodsSaved() async throws {
    let directory = try TemporaryDirectory()
    let store = ["--store", directory.path("shop.sqlite"), "--page-size", "3"]
    let first = await DemoTranscript(store, script: "cart 1\nnext\ncart 6\n")
    #expect(first.errors == "")
    #expect(
      first.lastScreen.last
        == "* Added 1 unit of Cedar Night Eau de Parfum, its minimum order, to your cart. "
        + "Items in cart: 3.")
    #expect(FileManager.default.fileExists(atPath: directory.path("shop.sqlite")))

    let second = await DemoTranscript(
      store + ["--offline"], script: "cart\nnext\nnext\nopen 1\nback\n")
    #expect(second.status == 0)
    #expect(second.errors == "")
    #expect(
      second.screens == [
        ["Loading…", "== Goods ==", Self.notice] + Self.firstRows + [
          "Rows 1–3 of 66 products.", Self.goodsCommands,
        ],
        [
          "> cart", "== Goods ==", "Rows 1–3 of 66 products.", Self.goodsCommands, "Your cart:",
          "  2 × Velvet Matte Lipstick", "  1 × Cedar Night Eau de Parfum", "Total: 3 units.",
        ],
        ["> next", "Loading more…", "== Goods ==", Self.notice] + Self.secondRows + [
          "Rows 4–6 of 66 products.", Self.goodsCommands,
        ],
        [
          "> next", "Loading more…", "== Goods ==", "Rows 4–6 of 66 products.",
          Self.goodsFailedCommands, "* Couldn't load more rows. \(Self.unreachable)",
          "* Type 'retry' to try again.",
        ],
        [
          "> open 1", "Loading…", "== Velvet Matte Lipstick ==",
          "The server isn't available: showing this product as saved at 12:00.",
          "Brand: Lumen & Co", "Rating: 4.1", "Price: ¥9.27 (was ¥9.99)",
          "Coupon (Save ¥20.00 on ¥100.00 or more): does not apply to this price",
          "Availability: In stock", "Shipping: Ships in 3-5 business days",
          "Minimum order: 2 units",
          "An everyday Velvet Matte Lipstick that layers well and wears comfortably all day.",
          "Commands: cart QTY, goods, users, back, help, quit",
        ],
        ["> back", "== Goods ==", Self.notice] + Self.secondRows + [
          "Rows 4–6 of 66 products.", Self.goodsFailedCommands,
        ],
      ])
  }

  /// The stock rule counts the units stored by an earlier run.
  @Test func theCartKeepsTheStockAcrossRuns() async throws {
    let directory = try TemporaryDirectory()
    let store = ["--store", directory.path("shop.sqlite"), "--page-size", "1"]
    let first = await DemoTranscript(store, script: "open 1\ncart 98\n")
    #expect(
      first.lastScreen.last
        == "* Added 98 units of Velvet Matte Lipstick to your cart. Items in cart: 98.")
    let second = await DemoTranscript(store, script: "cart 1\ncart\n")
    #expect(second.screens[1].last == "* All 98 units in stock are in your cart already.")
    #expect(
      second.lastScreen.suffix(3) == [
        "Your cart:", "  98 × Velvet Matte Lipstick", "Total: 98 units.",
      ])
  }

  /// `offline` takes the bundled server down mid-session: a refresh and the next page show the
  /// goods saved earlier in the session (the default store, in memory); `online` and a refresh
  /// show the server's goods again, saying so once.
  @Test func theServerGoesDownAndComesBackMidSession() async {
    let run = await DemoTranscript(
      ["--page-size", "3"], script: "next\noffline\nrefresh\nnext\nnext\nonline\nrefresh\nnext\n")
    #expect(run.errors == "")
    #expect(
      Array(run.screens.dropFirst(2)) == [
        [
          "> offline", "== Goods ==", "Rows 4–6 of 66 products.", Self.goodsCommands,
          "The bundled server is down: requests fail as when it can't be reached. "
            + "Type 'online' to bring it back.",
        ],
        ["> refresh", "Refreshing…", "== Goods ==", Self.notice] + Self.firstRows + [
          "Rows 1–3 of 66 products.", Self.goodsCommands,
        ],
        ["> next", "Loading more…", "== Goods ==", Self.notice] + Self.secondRows + [
          "Rows 4–6 of 66 products.", Self.goodsCommands,
        ],
        [
          "> next", "Loading more…", "== Goods ==", "Rows 4–6 of 66 products.",
          Self.goodsFailedCommands, "* Couldn't load more rows. \(Self.unreachable)",
          "* Type 'retry' to try again.",
        ],
        [
          "> online", "== Goods ==", "Rows 4–6 of 66 products.", Self.goodsFailedCommands,
          "The bundled server answers.", "Type 'refresh' to reload the list.",
        ],
        ["> refresh", "Refreshing…", "== Goods ==", "Connected again: goods are up to date."]
          + Self.firstRows + ["Rows 1–3 of 66 products.", Self.goodsCommands],
        ["> next", "Loading more…", "== Goods =="] + Self.secondRows + [
          "Rows 4–6 of 66 products.", Self.goodsCommands,
        ],
      ])
  }

  /// A file that is not a database is reported in one line, left as it was, and the demo works
  /// on with a store in memory.
  @Test func aFileThatIsNotADatabaseIsReportedAndTheDemoCarriesOn() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("notes.txt")
    let text = Data("shopping list: tea, rice\n".utf8)
    try text.write(to: URL(fileURLWithPath: path))
    let run = await DemoTranscript(["--store", path, "--page-size", "2"], script: "cart 1\ncart\n")
    #expect(run.status == 0)
    #expect(
      run.errors
        == "mvp-demo: the store \(path) can't be used (it is not a database file); carrying on "
        + "without it.\n")
    #expect(
      run.lastScreen.suffix(3) == ["Your cart:", "  2 × Velvet Matte Lipstick", "Total: 2 units."])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
  }

  @Test func aStoreInAMissingDirectoryIsReported() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("missing/shop.sqlite")
    let run = await DemoTranscript(["--store", path, "--page-size", "1"], script: "cart\n")
    #expect(run.status == 0)
    // The path is longer than 60 characters, so it is repeated clipped, as all typed text is.
    #expect(path.count > 60)
    #expect(
      run.errors
        == "mvp-demo: the store \(path.prefix(60))… (\(path.count) characters) can't be used (it "
        + "can't be opened: a missing directory, a directory rather than a file, or no "
        + "permission); carrying on without it.\n")
    #expect(run.lastScreen.last == "Your cart is empty.")
    #expect(!FileManager.default.fileExists(atPath: directory.path("missing")))
  }

  /// A file a newer demo migrated further is left alone.
  @Test func aStoreWrittenByANewerDemoIsReported() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("shop.sqlite")
    do {
      let store = try GoodsStore(.file(url))
      _ = try store.addToCart(productID: 1, quantity: 2, stock: 98)
      try store.database.write { connection in
        _ = try connection.execute("PRAGMA user_version = 99")
      }
    }
    let run = await DemoTranscript(["--store", url.path, "--page-size", "1"], script: "cart\n")
    #expect(
      run.errors
        == "mvp-demo: the store \(url.path) can't be used (a newer version of the demo wrote it: "
        + "schema 99, this one knows up to 2); carrying on without it.\n")
    #expect(run.lastScreen.last == "Your cart is empty.")
    let file = try Database(.file(url), access: .readOnly)
    let kept = try file.read { connection in
      try connection.query("SELECT quantity FROM cart_line") { row throws(DatabaseError) in
        try row.int(0)
      }
    }
    #expect(kept == [2])
    #expect(
      try file.read { connection in
        try connection.query("PRAGMA user_version") { row throws(DatabaseError) in try row.int(0) }
      } == [99])
  }

  /// Another program's database is reported and left alone: the demo adds no table to it.
  @Test func anotherProgramsDatabaseIsReportedAndLeftAlone() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.file("c.db")
    try Database(.file(url)).write { connection in
      try connection.execute("CREATE TABLE contact (name TEXT)")
    }
    let run = await DemoTranscript(["--store", url.path, "--page-size", "1"], script: "cart\n")
    #expect(run.status == 0)
    #expect(
      run.errors
        == "mvp-demo: the store \(url.path) can't be used (it belongs to another program); "
        + "carrying on without it.\n")
    #expect(run.lastScreen.last == "Your cart is empty.")
    let tables = try Database(.file(url), access: .readOnly).read { connection in
      try connection.query("SELECT name FROM sqlite_schema") { row throws(DatabaseError) in
        try row.text(0)
      }
    }
    #expect(tables == ["contact"])
  }

  /// With `--verbose`, each failure of the store to keep a page is described on standard error;
  /// the list shows the server's goods all the same. (The file's table of saved goods is made to
  /// refuse every row.)
  @Test func storeFailuresAreDescribedWithVerbose() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.url.appendingPathComponent("shop.sqlite")
    do {
      let store = try GoodsStore(.file(url))
      try store.database.write { connection in
        _ = try connection.execute("DROP TABLE saved_goods_position")
        _ = try connection.execute(
          """
          CREATE TABLE saved_goods_position (
            source TEXT, position INTEGER CHECK (position < 0), product_id INTEGER,
            product BLOB, saved_at REAL, PRIMARY KEY (source, position))
          """)
      }
    }
    let arguments = ["--store", url.path, "--page-size", "2"]
    let quiet = await DemoTranscript(arguments, script: "next\n")
    #expect(quiet.errors == "")
    #expect(DemoTranscript.rows(quiet.lastScreen).count == 2)
    let verbose = await DemoTranscript(arguments + ["--verbose"], script: "next\n")
    let lines = verbose.errors.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.allSatisfy {
        $0.hasPrefix("mvp-demo: store: CHECK constraint failed: position < 0 (code 275) in ")
          && $0.contains("INSERT OR REPLACE INTO saved_goods_position")
      })
    #expect(verbose.output == quiet.output)
  }

  /// With `--verbose`, a cart addition the store refuses is described on standard error too; the
  /// screen says the addition failed either way. (The file's cart is made to refuse every line.)
  @Test func cartStoreFailuresAreDescribedWithVerbose() async throws {
    let directory = try TemporaryDirectory()
    let url = directory.file("shop.sqlite")
    try GoodsStore(.file(url)).database.write { connection in
      try connection.execute(
        """
        CREATE TRIGGER refuse_cart BEFORE INSERT ON cart_line
        BEGIN SELECT RAISE(ABORT, 'the cart is closed'); END
        """)
    }
    let arguments = ["--store", url.path, "--page-size", "1"]
    let quiet = await DemoTranscript(arguments, script: "cart 1\n")
    #expect(quiet.errors == "")
    #expect(
      quiet.lastScreen.last
        == "* Couldn't add Velvet Matte Lipstick to your cart. Something went wrong. Please try "
        + "again.")
    let verbose = await DemoTranscript(arguments + ["--verbose"], script: "cart 1\n")
    #expect(
      verbose.errors.hasPrefix(
        "mvp-demo: store: the cart is closed (code 1811) in INSERT INTO cart_line"))
    #expect(verbose.errors.split(separator: "\n").count == 1)
    #expect(verbose.output == quiet.output)
  }

  /// The goods a live server's base URL kept are never shown for the bundled catalogue, and the
  /// other way round; a live server that answers 503 shows its own goods kept, at the time of day
  /// they were saved in UTC (a script's times), and a refresh it answers removes the notice.
  @Test func goodsAreKeptPerServer() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.path("shop.sqlite")
    let counter = RequestCounter()
    let contract = CatalogServer(data: CatalogFixtures.bundled)
    let server = try LoopbackHTTPServer { request in
      counter.next("all") == 2 ? APIResponse(status: 503) : contract.respond(to: request)
    }
    defer { server.stop() }
    let before = Date()
    let live = await DemoTranscript(
      ["--store", path, "--base-url", server.baseURL, "--page-size", "2"],
      script: "refresh\nrefresh\n")
    let after = Date()
    let options = FeatureRootScreens.displayOptions(
      for: DemoOptions(), dataCurrency: "USD", timeZone: .gmt)
    let notices = Set(
      [before, after].map {
        "The server isn't available: showing goods saved at \(options.savedTimeText($0, now: $0))."
      })
    #expect(notices.contains(live.screens[1][3]))
    #expect(live.screens[2][3] == "Connected again: goods are up to date.")

    let bundled = await DemoTranscript(["--store", path, "--offline"], script: "")
    #expect(
      bundled.screens[0] == [
        "Loading…", "== Goods ==", "Error: \(Self.unreachable)", "Type 'retry' to try again.",
        "Commands: retry, users, help, quit",
      ])
  }

  /// Interactively the time the goods were saved is shown in the system's time zone, with the
  /// date when it was another day.
  @Test func interactiveRunsShowTheSavedTimeInTheSystemsTimeZone() async throws {
    let directory = try TemporaryDirectory()
    let store = ["--store", directory.path("shop.sqlite"), "--page-size", "1"]
    _ = await DemoTranscript(store, script: "")
    let output = CapturedOutput()
    let errors = CapturedOutput()
    let before = Date()
    _ = await DemoApp.run(
      arguments: store + ["--offline"], input: ScriptLines(script: ""), output: output,
      errorOutput: errors, interactive: true,
      makeScreens: { FeatureRootScreens(environment: $0, errorOutput: errors) })
    let options = FeatureRootScreens.displayOptions(
      for: DemoOptions(), dataCurrency: "CNY", timeZone: .current)
    let saved = DemoEnvironment.scriptStart.date
    #expect(
      output.lines.contains(
        "The server isn't available: showing goods saved at \(options.savedTimeText(saved, now: before))."
      ))
    #expect(errors.text == "")
  }

  @Test func theStoreSpeaksChinese() async throws {
    let directory = try TemporaryDirectory()
    let store = [
      "--locale", "zh-Hans", "--store", directory.path("shop.sqlite"), "--page-size", "1",
    ]
    _ = await DemoTranscript(store, script: "cart 1\n")
    let offline = await DemoTranscript(
      store + ["--offline"], script: "cart\noffline\nonline\nrefresh\n")
    #expect(offline.screens[0][2] == "服务器暂不可用，显示的是 12:00 保存的商品。")
    #expect(offline.screens[1].suffix(3) == ["购物车：", "  Velvet Matte Lipstick × 2", "共 2 件。"])
    #expect(offline.screens[2].last == "内置服务器已停止：请求会像无法连接服务器时一样失败。输入 online 恢复。")
    #expect(offline.screens[3].suffix(2) == ["内置服务器正在响应。", "输入 refresh 重新加载列表。"])
    #expect(offline.screens[4][3] == "已重新连接：商品信息已是最新。")
    let path = directory.path("notes.txt")
    try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
    let broken = await DemoTranscript(["--locale", "zh-Hans", "--store", path], script: "cart\n")
    #expect(broken.errors == "mvp-demo: 无法使用存储 \(path)（它不是数据库文件），将不使用它继续运行。\n")
    #expect(broken.lastScreen.last == "购物车是空的。")
  }
}
