import Foundation
import GoodsFeature
import MVPCore

/// Products and the rows they must produce, written out literally so that expectations never go
/// through the code under test.
enum GoodsSamples {
  /// An exact amount from its decimal text, for example `money("9.99")`.
  static func money(_ text: String) -> Decimal {
    Decimal(string: text)!
  }

  /// A plain product: "Item n" at 10.00, no discount, 50 in stock, so its row is ``row(_:)``.
  static func product(_ id: Int) -> Product {
    Product(id: id, title: "Item \(id)", price: 10, stock: 50)
  }

  /// Plain products with these ids.
  static func products(_ ids: some Sequence<Int>) -> [Product] {
    ids.map(product)
  }

  /// The row of ``product(_:)`` with default options.
  static func row(_ id: Int) -> GoodsRowViewModel {
    GoodsRowViewModel(
      id: id, name: "Item \(id)", priceText: "¥10.00", originalPriceText: nil, tagText: nil,
      isOnSale: false)
  }

  /// The rows of ``products(_:)``.
  static func rows(_ ids: some Sequence<Int>) -> [GoodsRowViewModel] {
    ids.map(row)
  }

  /// A page of plain products.
  static func page(_ ids: ClosedRange<Int>, offset: Int, total: Int) -> Page<Product> {
    Page(items: products(ids), offset: offset, total: total)
  }

  /// A discounted, low-stock lip balm: 9.99 list, 10 % off → 8.99, 3 left, no brand.
  static let lipBalm = Product(
    id: 7, title: "Lip Balm", description: "Keeps lips soft.", category: "beauty",
    price: Decimal(string: "9.99")!, discountPercentage: 10, rating: 4.56, stock: 3,
    availabilityStatus: .lowStock, shippingInformation: "Ships in 2 days",
    minimumOrderQuantity: 2)

  /// An out-of-stock kettle.
  static let kettle = Product(
    id: 8, title: "Kettle", price: 129, stock: 0, brand: "Boilwell",
    availabilityStatus: .outOfStock)

  /// A branded desk lamp: 120.00 list, 10 % off → 108.00, ships free, minimum order 1.
  static let lamp = Product(
    id: 9, title: "Desk Lamp", description: "A warm light.", price: 120, discountPercentage: 10,
    rating: 4.94, stock: 40, brand: "Lumen", availabilityStatus: .inStock,
    shippingInformation: "Ships in 1 week", minimumOrderQuantity: 1,
    thumbnail: URL(string: "https://cdn.example.com/lamp.png"))

  /// The row of ``lipBalm`` with default options.
  static let lipBalmRow = GoodsRowViewModel(
    id: 7, name: "Lip Balm", priceText: "¥8.99", originalPriceText: "¥9.99", tagText: "Low stock",
    isOnSale: true)

  /// The row of ``kettle`` with default options.
  static let kettleRow = GoodsRowViewModel(
    id: 8, name: "Kettle", priceText: "¥129.00", originalPriceText: nil, tagText: "Out of stock",
    isOnSale: false)

  /// The row of ``lamp`` with default options.
  static let lampRow = GoodsRowViewModel(
    id: 9, name: "Desk Lamp", priceText: "¥108.00", originalPriceText: "¥120.00",
    tagText: "Free shipping", isOnSale: true,
    thumbnailURL: URL(string: "https://cdn.example.com/lamp.png"))
}
