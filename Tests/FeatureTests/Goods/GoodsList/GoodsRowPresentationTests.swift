import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct GoodsRowPresentationTests {
  let harness = GoodsListHarness()

  static let teaSet = Product(
    id: 10, title: "Tea Set", price: 50, discountPercentage: 20, stock: 30)
  static let mug = Product(id: 11, title: "Mug", price: GoodsSamples.money("9.99"), stock: 30)

  /// Shows `products` as the only page and checks that the view shows `shown` after the
  /// loading indicator.
  private func show(
    _ products: [Product], options: GoodsDisplayOptions = GoodsDisplayOptions(),
    as shown: MockGoodsListView.Call, fileID: String = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    let presenter = harness.makePresenter(options: options)
    presenter.viewDidLoad()
    harness.service.pages.succeed(
      with: Page(items: products, offset: 0, total: products.count))
    harness.view.recorder.expectCalls(
      [.showLoading, .hideLoading, shown], fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  @Test func rowsShowPricesTagsAndSaleFlagsWithDefaultOptions() {
    show(
      [GoodsSamples.lipBalm, GoodsSamples.kettle, GoodsSamples.lamp, Self.teaSet, Self.mug],
      as: .showGoods([
        GoodsSamples.lipBalmRow, GoodsSamples.kettleRow, GoodsSamples.lampRow,
        GoodsRowViewModel(
          id: 10, name: "Tea Set", priceText: "¥40.00", originalPriceText: "¥50.00",
          tagText: "Deep discount", isOnSale: true),
        GoodsRowViewModel(
          id: 11, name: "Mug", priceText: "¥9.99", originalPriceText: nil, tagText: nil,
          isOnSale: false),
      ]))
  }

  @Test func rowsUseInjectedTextsCurrencyLocaleAndThreshold() {
    let options = GoodsDisplayOptions(
      currencyCode: "USD", locale: Locale(identifier: "en_US"), texts: .simplifiedChinese,
      freeShippingThreshold: 200)

    show(
      [GoodsSamples.lipBalm, GoodsSamples.kettle, GoodsSamples.lamp, Self.teaSet],
      options: options,
      as: .showGoods([
        GoodsRowViewModel(
          id: 7, name: "Lip Balm", priceText: "$8.99", originalPriceText: "$9.99",
          tagText: "库存紧张", isOnSale: true),
        GoodsRowViewModel(
          id: 8, name: "Kettle", priceText: "$129.00", originalPriceText: nil, tagText: "缺货",
          isOnSale: false),
        GoodsRowViewModel(
          id: 9, name: "Desk Lamp", priceText: "$108.00", originalPriceText: "$120.00",
          tagText: nil, isOnSale: true,
          thumbnailURL: URL(string: "https://cdn.example.com/lamp.png")),
        GoodsRowViewModel(
          id: 10, name: "Tea Set", priceText: "$40.00", originalPriceText: "$50.00",
          tagText: "大幅折扣", isOnSale: true),
      ]))
  }

  @Test func chineseFreeShippingTagAndEmptyState() {
    show(
      [GoodsSamples.lamp], options: GoodsDisplayOptions(texts: .simplifiedChinese),
      as: .showGoods([
        GoodsRowViewModel(
          id: 9, name: "Desk Lamp", priceText: "¥108.00", originalPriceText: "¥120.00",
          tagText: "包邮", isOnSale: true,
          thumbnailURL: URL(string: "https://cdn.example.com/lamp.png"))
      ]))
  }

  @Test func chineseEmptyState() {
    show(
      [], options: GoodsDisplayOptions(texts: .simplifiedChinese),
      as: .showEmpty(message: "暂无商品。"))
  }
}
