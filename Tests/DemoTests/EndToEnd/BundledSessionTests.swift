import MVPDemo
import MVPTestSupport
import Testing

/// Scripted sessions on the bundled data set, through the executable's entry point.
@MainActor @Suite(.presenterTest) struct BundledSessionTests {
  static let goodsCommands = "Commands: open N, cart N, next, list, refresh, users, help, quit"
  static let goodsEndCommands = "Commands: open N, cart N, list, refresh, users, help, quit"
  static let detailCommands = "Commands: cart QTY, goods, users, back, help, quit"
  static let usersCommands = "Commands: open N, delete N, next, list, refresh, goods, help, quit"
  static let usersEndCommands = "Commands: open N, delete N, list, refresh, goods, help, quit"
  static let profileCommands = "Commands: edit NAME | EMAIL, goods, users, back, help, quit"
  /// A profile's commands while its editor is open: `cancel` closes it.
  static let editorCommands =
    "Commands: edit NAME | EMAIL, cancel, goods, users, back, help, quit"

  @Test func startsOnTheFirstPageOfGoods() async {
    let run = await DemoTranscript(["--page-size", "4"], script: "")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.screens == [
        [
          "Loading…",
          "== Goods ==",
          "1. Velvet Matte Lipstick | ¥9.27 (was ¥9.99)",
          "2. Hydrating Rose Face Mist | ¥10.55 (was ¥12.49) [Deep discount]",
          "3. Charcoal Clay Mask | ¥14.99 [Low stock]",
          "4. Volume Boost Mascara | ¥7.46 (was ¥8.50) [Out of stock]",
          "Rows 1–4 of 66 products.",
          Self.goodsCommands,
        ]
      ])
  }

  /// Each `next` prints the rows it added and where they are, not the whole list again; at the
  /// end `next` is no longer offered and says there is nothing more.
  @Test func pagesToTheEndOfTheCatalogue() async {
    let run = await DemoTranscript(script: "next\nnext\nnext\nnext\n")
    #expect(run.screens.map { DemoTranscript.rows($0).count } == [20, 20, 20, 6, 0])
    let rows = run.screens.flatMap(DemoTranscript.rows)
    #expect(rows.enumerated().allSatisfy { $0.element.hasPrefix("\($0.offset + 1). ") })
    #expect(run.screens[1].prefix(3) == ["> next", "Loading more…", "== Goods =="])
    #expect(run.screens[2].suffix(2) == ["Rows 41–60 of 66 products.", Self.goodsCommands])
    #expect(
      run.screens[3].suffix(3) == [
        "66. Pearl Pendant Necklace | ¥119.21 (was ¥149.00) [Deep discount]",
        "Rows 61–66 of 66 products, the end of the list.", Self.goodsEndCommands,
      ])
    #expect(
      run.lastScreen == [
        "> next", "== Goods ==", "Rows 61–66 of 66 products, the end of the list.",
        Self.goodsEndCommands, "There are no more products to load.",
      ])
  }

  /// `list` prints every row once; the user still looks at the same page afterwards.
  @Test func listPrintsEveryRowLoaded() async {
    let run = await DemoTranscript(["--page-size", "3"], script: "next\nlist\nopen 1\nback\n")
    #expect(run.screens[4] == ["> back"] + run.screens[1].dropFirst(2))
    #expect(run.screens[4].suffix(2) == ["Rows 4–6 of 66 products.", Self.goodsCommands])
    #expect(
      run.screens[2] == [
        "> list", "== Goods ==",
        "1. Velvet Matte Lipstick | ¥9.27 (was ¥9.99)",
        "2. Hydrating Rose Face Mist | ¥10.55 (was ¥12.49) [Deep discount]",
        "3. Charcoal Clay Mask | ¥14.99 [Low stock]",
        "4. Volume Boost Mascara | ¥7.46 (was ¥8.50) [Out of stock]",
        "5. Silk Finish Powder Compact | ¥19.07 (was ¥19.99)",
        "6. Cedar Night Eau de Parfum | ¥117.13 (was ¥129.00) [Free shipping]",
        "Rows 1–6 of 66 products.", Self.goodsCommands,
      ])
  }

  @Test func pagesThroughTheUsersWithThePageSizeOption() async {
    let run = await DemoTranscript(["--page-size", "8"], script: "users\nnext\nnext\nnext\n")
    #expect(run.screens.dropFirst().map { DemoTranscript.rows($0).count } == [8, 8, 4, 0])
    #expect(DemoTranscript.rows(run.screens[3]).last == "20. Wei Zhang <wei.zhang@example.com>")
    #expect(
      run.screens[3].suffix(2) == [
        "Rows 17–20 of 20 users, the end of the list.", Self.usersEndCommands,
      ])
    #expect(run.lastScreen.last == "There are no more users to load.")
  }

  @Test func refreshReloadsFromTheFirstPage() async {
    let run = await DemoTranscript(["--page-size", "10"], script: "next\nrefresh\n")
    #expect(run.screens.map { DemoTranscript.rows($0).count } == [10, 10, 10])
    #expect(run.screens[2].prefix(2) == ["> refresh", "Refreshing…"])
    #expect(DemoTranscript.rows(run.screens[2]) == DemoTranscript.rows(run.screens[0]))
    #expect(run.screens[2].suffix(2) == ["Rows 1–10 of 66 products.", Self.goodsCommands])
  }

  @Test func opensADetailAndGoesBackToTheRowsItLeft() async {
    let run = await DemoTranscript(["--page-size", "4"], script: "open 1\nback\n")
    #expect(
      run.screens[1] == [
        "> open 1",
        "Loading…",
        "== Velvet Matte Lipstick ==",
        "Brand: Lumen & Co",
        "Rating: 4.1",
        "Price: ¥9.27 (was ¥9.99)",
        "Coupon (Save ¥20.00 on ¥100.00 or more): does not apply to this price",
        "Availability: In stock",
        "Shipping: Ships in 3-5 business days",
        "Minimum order: 2 units",
        "An everyday Velvet Matte Lipstick that layers well and wears comfortably all day.",
        Self.detailCommands,
      ])
    #expect(run.screens[2] == ["> back"] + run.screens[0].dropFirst())
  }

  @Test func detailOfAnUnbrandedProductOverTheCouponThreshold() async {
    // 329.00 less 10.5 % is 294.455, rounded half-up to 294.46; the coupon takes 20 off from 100;
    // a sale price from 99 ships free; an unbranded product has no brand line.
    let run = await DemoTranscript(script: "next\nopen 35\n")
    #expect(
      run.lastScreen == [
        "> open 35",
        "Loading…",
        "== Chromebook Air ==",
        "Rating: 2.7",
        "Price: ¥294.46 (was ¥329.00)",
        "With coupon (Save ¥20.00 on ¥100.00 or more): ¥274.46",
        "Availability: In stock",
        "Shipping: Free shipping · Ships in 1-2 business days",
        "Minimum order: 1 unit",
        "Chromebook Air, a light laptop with a bright display and all-day battery.",
        Self.detailCommands,
      ])
  }

  /// `cart N` adds on the list and on a detail; `cart` alone shows the cart, on any screen.
  @Test func addsToTheCartFromTheListAndTheDetail() async {
    let run = await DemoTranscript(
      ["--page-size", "4"], script: "cart 1\ncart 4\nopen 3\ncart 3\ncart 1\nopen 1\ncart\n")
    #expect(
      run.screens[1] == [
        "> cart 1", "Adding Velvet Matte Lipstick to your cart…", "== Goods ==",
        "Rows 1–4 of 66 products.", Self.goodsCommands,
        "* Added 2 units of Velvet Matte Lipstick, its minimum order, to your cart. "
          + "Items in cart: 2.",
      ])
    #expect(
      run.screens[2] == [
        "> cart 4", "== Goods ==", "Rows 1–4 of 66 products.", Self.goodsCommands,
        "* Volume Boost Mascara is out of stock.",
      ])
    #expect(run.screens[4].first == "> cart 3")
    #expect(
      run.screens[4].suffix(2) == [
        Self.detailCommands,
        "* Added 3 units of Charcoal Clay Mask to your cart. Items in cart: 5.",
      ])
    #expect(
      run.screens[5].suffix(2) == [
        Self.detailCommands, "* Added 1 unit of Charcoal Clay Mask to your cart. Items in cart: 6.",
      ])
    #expect(
      run.screens[6]
        == ["> open 1"] + run.screens[3].dropFirst(2) + ["'open' is not available on this screen."])
    #expect(
      run.screens[7].suffix(5) == [
        Self.detailCommands, "Your cart:", "  2 × Velvet Matte Lipstick",
        "  4 × Charcoal Clay Mask", "Total: 6 units.",
      ])
  }

  @Test func anEmptyCartSaysSo() async {
    let run = await DemoTranscript(["--page-size", "2"], script: "cart\n")
    #expect(
      run.lastScreen == [
        "> cart", "== Goods ==", "Rows 1–2 of 66 products.", Self.goodsCommands,
        "Your cart is empty.",
      ])
  }

  @Test func refusesAQuantityBelowTheMinimumOrder() async {
    let run = await DemoTranscript(["--page-size", "1"], script: "open 1\ncart 1\n")
    #expect(
      run.lastScreen.suffix(2) == [Self.detailCommands, "* Please order at least 2 of this item."])
  }

  @Test func deletesAUserAndSaysSo() async {
    let run = await DemoTranscript(script: "users\ndelete 1\ndelete 19\ndelete 19\n")
    #expect(DemoTranscript.rows(run.screens[1]).count == 20)
    #expect(run.screens[2].prefix(2) == ["> delete 1", "Deleting Amara Osei…"])
    let afterDelete = DemoTranscript.rows(run.screens[2])
    #expect(afterDelete.count == 19)
    #expect(afterDelete.first == "1. Lukas Brenner <lukas.brenner@example.com>")
    #expect(!run.screens[2].contains { $0.contains("Amara Osei <") })
    #expect(
      run.screens[2].suffix(3) == [
        "Rows 1–19 of 19 users, the end of the list.", Self.usersEndCommands,
        "* Deleted Amara Osei.",
      ])
    #expect(DemoTranscript.rows(run.screens[3]).last == "18. Nora Keane <nora.keane@example.com>")
    #expect(run.screens[3].last == "* Deleted Wei Zhang.")
    #expect(
      run.screens[4] == [
        "> delete 19", "== Users ==", "Rows 1–18 of 18 users, the end of the list.",
        Self.usersEndCommands, "There is no row 19: the list has rows 1 to 18.",
      ])
  }

  @Test func editsAProfileAfterAFieldErrorAndSaysSo() async {
    let run = await DemoTranscript(
      script: "users\nopen 2\nedit Ada | not-an-email\nedit Ada Lovelace | ada@example.com\nback\n")
    let profile = [
      "Username: lbrenner", "Phone: +1 682-350-1381",
      "Avatar: https://cdn.example.invalid/avatars/lbrenner/128.png",
    ]
    #expect(
      run.screens[2]
        == ["> open 2", "Loading…", "== Lukas Brenner ==", "Email: lukas.brenner@example.com"]
        + profile + [Self.profileCommands])
    #expect(
      run.screens[3]
        == ["> edit Ada | not-an-email", "== Lukas Brenner ==", "Email: lukas.brenner@example.com"]
        + profile + [
          "Editing: name 'Ada', email 'not-an-email'",
          "Email: Enter an e-mail address like name@example.com.",
          Self.editorCommands,
        ])
    #expect(
      run.screens[4]
        == [
          "> edit Ada Lovelace | ada@example.com", "Saving…", "== Ada Lovelace ==",
          "Email: ada@example.com",
        ] + profile + [Self.profileCommands, "* Saved your changes."])
    #expect(run.screens[5].prefix(2) == ["> back", "== Users =="])
    #expect(
      DemoTranscript.rows(run.screens[5]).prefix(3) == [
        "1. Amara Osei <amara.osei@example.com>", "2. Ada Lovelace <ada@example.com>",
        "3. Mei Tanaka <mei.tanaka@example.com>",
      ])
    #expect(run.screens[5].last == Self.usersEndCommands)
  }

  /// Command feedback prints after the screen, next to the prompt, where it cannot scroll away.
  @Test func badInputIsExplainedUnderTheScreen() async {
    let run = await DemoTranscript(
      ["--page-size", "2"],
      script: "dance\nopen 3\nopen\ncart x\ndelete 1\nedit Ada\nback\nnext 2\ngoods\nretry\n")
    let screen = ["== Goods ==", "Rows 1–2 of 66 products.", Self.goodsCommands]
    #expect(
      Array(run.screens.dropFirst()) == [
        ["> dance"] + screen + ["Unknown command 'dance'. Type 'help' to see the commands."],
        ["> open 3"] + screen + ["There is no row 3: the list has rows 1 to 2."],
        ["> open"] + screen + ["'open' needs a number, for example 'open 2'."],
        ["> cart x"] + screen + ["'cart' needs a whole number of 1 or more, not 'x'."],
        ["> delete 1"] + screen + ["'delete' is not available on this screen."],
        ["> edit Ada"] + screen + [
          "'edit' needs a name and an email separated by '|', for example 'edit Ada Lovelace | ada@example.com'."
        ],
        ["> back"] + screen + ["There is no previous screen."],
        ["> next 2"] + screen + ["'next' takes no arguments."],
        ["> goods"] + screen + ["This is the goods list already."],
        ["> retry"] + screen + ["There is nothing to retry."],
      ])
    #expect(run.status == 0)
  }

  @Test func helpListsTheCommandsUnderTheScreen() async {
    let run = await DemoTranscript(["--page-size", "1"], script: "help\nquit\nnext\n")
    let screen = ["== Goods ==", "Row 1 of 66 products.", Self.goodsCommands]
    #expect(Array(run.screens[1].prefix(4)) == ["> help"] + screen)
    #expect(run.screens[1][4] == "goods              show the goods list")
    #expect(run.screens[1].count == 4 + 22)
    #expect(run.screens[2] == ["> quit", "Bye."])
    #expect(run.screens.count == 3)
  }

  @Test func currencyAndLocaleChangeTheGoodsTexts() async {
    let run = await DemoTranscript(
      ["--page-size", "4", "--currency", "usd", "--locale", "en_US"], script: "")
    #expect(
      DemoTranscript.rows(run.lastScreen).first == "1. Velvet Matte Lipstick | $9.27 (was $9.99)")
    let chinese = await DemoTranscript(["--page-size", "4", "--locale", "zh_CN"], script: "")
    #expect(
      DemoTranscript.rows(chinese.lastScreen).last
        == "4. Volume Boost Mascara | ¥7.46（原价 ¥8.50） [缺货]")
  }
}
