import MVPDemo
import MVPTestSupport
import Testing

/// Scripted sessions on the bundled data set, through the executable's entry point.
@MainActor @Suite(.presenterTest) struct BundledSessionTests {
  static let goodsCommands = "Commands: open N, cart N, next, refresh, goods, users, help, quit"
  static let detailCommands = "Commands: cart [QTY], goods, users, back, help, quit"
  static let usersCommands = "Commands: open N, delete N, next, refresh, goods, users, help, quit"
  static let profileCommands = "Commands: edit NAME | EMAIL, goods, users, back, help, quit"

  @Test func startsOnTheFirstPageOfGoods() async {
    let run = await DemoTranscript(["--page-size", "4"], script: "")
    #expect(run.status == 0)
    #expect(run.errors == "")
    #expect(
      run.screens == [
        [
          "== Goods ==",
          "1. Velvet Matte Lipstick | ¥9.27 (was ¥9.99)",
          "2. Hydrating Rose Face Mist | ¥10.55 (was ¥12.49) [Flash sale]",
          "3. Charcoal Clay Mask | ¥14.99 [Low stock]",
          "4. Volume Boost Mascara | ¥7.46 (was ¥8.50) [Out of stock]",
          "4 products shown.",
          Self.goodsCommands,
        ]
      ])
  }

  @Test func pagesToTheEndOfTheCatalogue() async {
    let run = await DemoTranscript(script: "next\nnext\nnext\nnext\n")
    let counts = run.screens.map { DemoTranscript.rows($0).count }
    #expect(counts == [20, 40, 60, 66, 66])
    let rows = DemoTranscript.rows(run.lastScreen)
    #expect(rows.enumerated().allSatisfy { $0.element.hasPrefix("\($0.offset + 1). ") })
    #expect(rows.last == "66. Pearl Pendant Necklace | ¥119.21 (was ¥149.00) [Flash sale]")
    #expect(run.lastScreen.suffix(2) == ["66 products shown.", Self.goodsCommands])
  }

  @Test func pagesThroughTheUsersWithThePageSizeOption() async {
    let run = await DemoTranscript(
      ["--page-size", "8"], script: "users\nnext\nnext\nnext\n")
    let counts = run.screens.dropFirst().map { DemoTranscript.rows($0).count }
    #expect(counts == [8, 16, 20, 20])
    #expect(DemoTranscript.rows(run.lastScreen).last == "20. Wei Zhang <wei.zhang@example.com>")
    #expect(run.lastScreen.suffix(2) == ["20 users shown.", Self.usersCommands])
  }

  @Test func refreshReloadsFromTheFirstPage() async {
    let run = await DemoTranscript(["--page-size", "10"], script: "next\nrefresh\n")
    #expect(run.screens.map { DemoTranscript.rows($0).count } == [10, 20, 10])
    #expect(run.screens[2].first == "> refresh")
    #expect(DemoTranscript.rows(run.screens[2]) == DemoTranscript.rows(run.screens[0]))
  }

  @Test func opensADetailAndGoesBack() async {
    let run = await DemoTranscript(["--page-size", "4"], script: "open 1\nback\n")
    #expect(
      run.screens[1] == [
        "> open 1",
        "== Velvet Matte Lipstick ==",
        "Brand: Lumen & Co",
        "Rating: 4.1",
        "Price: ¥9.27 (was ¥9.99)",
        "Coupon (Save ¥20.00 on ¥100.00 or more): does not apply to this price",
        "Availability: In stock",
        "Shipping: Ships in 3-5 business days",
        "Minimum order: 2",
        "An everyday Velvet Matte Lipstick that layers well and wears comfortably all day.",
        Self.detailCommands,
      ])
    #expect(run.screens[2] == ["> back"] + run.screens[0])
  }

  @Test func detailOfAnUnbrandedProductOverTheCouponThreshold() async {
    // 329.00 less 10.5 % is 294.455, rounded half-up to 294.46; the coupon takes 20 off from 100;
    // a sale price from 99 ships free; an unbranded product has no brand line.
    let run = await DemoTranscript(script: "next\nopen 35\n")
    #expect(
      run.lastScreen == [
        "> open 35",
        "== Chromebook Air ==",
        "Rating: 2.7",
        "Price: ¥294.46 (was ¥329.00)",
        "With coupon (Save ¥20.00 on ¥100.00 or more): ¥274.46",
        "Availability: In stock",
        "Shipping: Free shipping · Ships in 1-2 business days",
        "Minimum order: 1",
        "Chromebook Air, a light laptop with a bright display and all-day battery.",
        Self.detailCommands,
      ])
  }

  @Test func addsToTheCartFromTheListAndTheDetail() async {
    let run = await DemoTranscript(
      ["--page-size", "4"], script: "cart 1\ncart 4\nopen 3\ncart 3\ncart\nopen 1\ncart\n")
    #expect(
      run.screens[1].suffix(3) == [
        "4 products shown.",
        "* Added Velvet Matte Lipstick to your cart. Items in cart: 2.",
        Self.goodsCommands,
      ])
    #expect(
      run.screens[2].suffix(2) == ["* Volume Boost Mascara is out of stock.", Self.goodsCommands])
    #expect(
      run.screens[4].suffix(2) == [
        "* Added Charcoal Clay Mask to your cart. Items in cart: 5.", Self.detailCommands,
      ])
    #expect(
      run.screens[5].suffix(2) == [
        "* Added Charcoal Clay Mask to your cart. Items in cart: 6.", Self.detailCommands,
      ])
    #expect(
      run.screens[6] == [
        "> open 1", "'open' is not available on this screen.",
      ] + run.screens[5].dropFirst().dropLast(2) + [Self.detailCommands])
    #expect(
      run.screens[7].suffix(2) == [
        "* Added Charcoal Clay Mask to your cart. Items in cart: 7.", Self.detailCommands,
      ])
  }

  @Test func refusesAQuantityBelowTheMinimumOrder() async {
    let run = await DemoTranscript(["--page-size", "1"], script: "open 1\ncart 1\n")
    #expect(
      run.lastScreen.suffix(2) == ["* Please order at least 2 of this item.", Self.detailCommands])
  }

  @Test func deletesAUser() async {
    let run = await DemoTranscript(script: "users\ndelete 1\ndelete 19\ndelete 19\n")
    #expect(DemoTranscript.rows(run.screens[1]).count == 20)
    let afterDelete = DemoTranscript.rows(run.screens[2])
    #expect(afterDelete.count == 19)
    #expect(afterDelete.first == "1. Lukas Brenner <lukas.brenner@example.com>")
    #expect(!run.screens[2].contains { $0.contains("Amara Osei") })
    #expect(DemoTranscript.rows(run.screens[3]).last == "18. Nora Keane <nora.keane@example.com>")
    #expect(
      run.screens[4] == [
        "> delete 19", "There is no row 19; rows 1 to 18 are shown.",
      ] + run.screens[3].dropFirst())
  }

  @Test func editsAProfileAfterAFieldError() async {
    let run = await DemoTranscript(
      script: "users\nopen 2\nedit Ada | not-an-email\nedit Ada Lovelace | ada@example.com\nback\n")
    #expect(
      run.screens[2] == [
        "> open 2",
        "== Lukas Brenner ==",
        "Email: lukas.brenner@example.com",
        "Username: lbrenner",
        "Phone: +1 682-350-1381",
        "Avatar: https://cdn.example.invalid/avatars/lbrenner/128.png",
        Self.profileCommands,
      ])
    #expect(
      run.screens[3] == [
        "> edit Ada | not-an-email",
        "== Lukas Brenner ==",
        "Email: lukas.brenner@example.com",
        "Username: lbrenner",
        "Phone: +1 682-350-1381",
        "Avatar: https://cdn.example.invalid/avatars/lbrenner/128.png",
        "Editing: name 'Ada', email 'not-an-email'",
        "Email: Enter an e-mail address like name@example.com.",
        Self.profileCommands,
      ])
    #expect(
      run.screens[4] == [
        "> edit Ada Lovelace | ada@example.com",
        "== Ada Lovelace ==",
        "Email: ada@example.com",
        "Username: lbrenner",
        "Phone: +1 682-350-1381",
        "Avatar: https://cdn.example.invalid/avatars/lbrenner/128.png",
        Self.profileCommands,
      ])
    #expect(run.screens[5].prefix(2) == ["> back", "== Users =="])
    #expect(
      DemoTranscript.rows(run.screens[5]).prefix(3) == [
        "1. Amara Osei <amara.osei@example.com>", "2. Ada Lovelace <ada@example.com>",
        "3. Mei Tanaka <mei.tanaka@example.com>",
      ])
    #expect(run.screens[5].last == Self.usersCommands)
  }

  @Test func badInputIsExplainedAndTheScreenShownAgain() async {
    let run = await DemoTranscript(
      ["--page-size", "2"],
      script: "dance\nopen 3\nopen\ncart\ndelete 1\nedit Ada\nback\nnext 2\n")
    let goods = Array(run.screens[0])
    let explanations = run.screens.dropFirst().map { Array($0.prefix(2)) }
    #expect(
      explanations == [
        ["> dance", "Unknown command 'dance'. Type 'help' to see the commands."],
        ["> open 3", "There is no row 3; rows 1 to 2 are shown."],
        ["> open", "'open' needs a row number, for example 'open 2'."],
        ["> cart", "'cart' needs a row number here, for example 'cart 2'."],
        ["> delete 1", "'delete' is not available on this screen."],
        [
          "> edit Ada",
          "'edit' needs a name and an email separated by '|', for example 'edit Ada Lovelace | ada@example.com'.",
        ],
        ["> back", "There is no previous screen."],
        ["> next 2", "'next' takes no arguments."],
      ])
    for screen in run.screens.dropFirst() {
      #expect(Array(screen.dropFirst(2)) == goods)
    }
    #expect(run.status == 0)
  }

  @Test func helpListsTheCommandsThenTheScreen() async {
    let run = await DemoTranscript(["--page-size", "1"], script: "help\nquit\nnext\n")
    #expect(run.screens[1][1] == "goods             show the goods list")
    #expect(run.screens[1].count == 1 + 13 + run.screens[0].count)
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
        == "4. Volume Boost Mascara | ¥7.46 (was ¥8.50) [缺货]")
  }
}
