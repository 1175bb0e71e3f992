import Foundation
import GoodsFeature
import Testing

/// The form the goods store keeps products in (issue 14): encoding a product and decoding it back
/// gives the same product, exactly (money as decimal text, never through `Double`).
@Suite struct ProductEncodingTests {
  struct ProductsAnswer: Decodable {
    let products: [Product]
  }

  func roundTrip(_ product: Product) throws -> Product {
    try JSONDecoder().decode(Product.self, from: JSONEncoder().encode(product))
  }

  @Test func everyFixtureProductComesBackEqual() throws {
    let products = try JSONDecoder().decode(
      ProductsAnswer.self, from: GoodsFixture.data("products-page")
    ).products
    #expect(products.count > 1)
    for product in products {
      #expect(try roundTrip(product) == product)
    }
  }

  @Test func moneyIsWrittenAsExactDecimalText() throws {
    let product = Product(
      id: 1, title: "Tea", price: Decimal(string: "0.1")!,
      discountPercentage: Decimal(string: "33.333333333333333333")!, stock: 1)
    let object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(product)) as? [String: Any])
    #expect(object["price"] as? String == "0.1")
    #expect(object["discountPercentage"] as? String == "33.333333333333333333")
    #expect(try roundTrip(product) == product)
  }

  @Test func aFlashSaleAndAnUnknownLabelSurvive() throws {
    let start = Date(timeIntervalSince1970: 1_767_268_800.25)
    let product = Product(
      id: 2, title: "Lamp", price: 12, stock: 0, availabilityStatus: .other("Back soon"),
      flashSale: FlashSale(start: start, end: start.addingTimeInterval(90), price: 9))
    #expect(try roundTrip(product) == product)
  }

  @Test func absentOptionalsStayAbsent() throws {
    let product = Product(id: 3, title: "Pen", price: 1, stock: 5)
    let object = try #require(
      JSONSerialization.jsonObject(with: JSONEncoder().encode(product)) as? [String: Any])
    #expect(object["brand"] == nil)
    #expect(object["rating"] == nil)
    #expect(object["thumbnail"] == nil)
    #expect(object["flashSale"] == nil)
    #expect(try roundTrip(product) == product)
  }
}
