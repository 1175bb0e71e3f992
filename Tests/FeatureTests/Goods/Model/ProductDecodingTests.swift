import Foundation
import GoodsFeature
import Testing

@Suite struct ProductDecodingTests {
  private func money(_ text: String) -> Decimal { GoodsSamples.money(text) }

  private func decode(_ json: String) throws -> Product {
    try JSONDecoder().decode(Product.self, from: Data(json.utf8))
  }

  @Test func decodesEveryFieldAndIgnoresUnknownOnes() throws {
    let product = try JSONDecoder().decode(Product.self, from: GoodsFixture.data("product-2"))
    #expect(
      product
        == Product(
          id: 2, title: "Cedar Notebook", description: "Ruled pages bound in cedar-scented card.",
          category: "stationery", price: money("19.99"), discountPercentage: money("15.5"),
          rating: 3.9, stock: 80, tags: ["paper"], brand: nil, availabilityStatus: .inStock,
          shippingInformation: "Ships in 1 week", minimumOrderQuantity: 5,
          thumbnail: URL(string: "https://cdn.example.com/products/2/thumbnail.png")))
  }

  @Test(
    "prices decode exactly, never through binary floating point",
    arguments: [
      "9.99", "0.1", "0.07", "19.99", "1999.99", "1234567.89", "100", "0", "2.675", "10.48",
    ])
  func exactPrice(text: String) throws {
    // A discount is at most 100 percent: larger amounts are checked as prices only.
    let discount = money(text) <= 100 ? text : "0"
    let product = try decode(
      #"{"id": 1, "title": "P", "price": \#(text), "discountPercentage": \#(discount), "stock": 1}"#
    )
    #expect(product.price == money(text))
    #expect(product.discountPercentage == money(discount))
  }

  /// A JSON number is read through its shortest round-trip text; plain texts are read by a fast
  /// path (issue 11), which gives the same significand and exponent as `Decimal(string:)` on the
  /// text, as the other texts still get. (A number with more digits than `Double` keeps is read
  /// from its own text: see `aLongNumberIsReadExactlyFromItsText`.)
  @Test(
    "a JSON price decodes as Decimal(string:) reads the number's shortest text",
    arguments: [
      "9.99", "129.0", "100", "0.01", "1299.99", "99999999.99", "123456789012.5", "0", "0.0",
      "1e-05", "1.5e20", "4.25", "0.000123",
    ])
  func priceMatchesTheShortestText(text: String) throws {
    let product = try decode(#"{"id": 1, "title": "P", "price": \#(text), "stock": 1}"#)
    let number = try #require(Double(text))
    let expected = try #require(Decimal(string: "\(number)"))
    #expect(product.price == expected)
    #expect(product.price.exponent == expected.exponent)
    #expect(product.price.significand == expected.significand)
    #expect(product.price.description == expected.description)
  }

  @Test func nineNinetyNineStaysNineNinetyNine() throws {
    let product = try decode(#"{"id": 1, "title": "P", "price": 9.99, "stock": 1}"#)
    #expect("\(product.price)" == "9.99")
    #expect(product.price != Decimal(9.990_000_000_000_002))
  }

  @Test func acceptsAPriceSentAsText() throws {
    let product = try decode(#"{"id": 1, "title": "P", "price": "9.99", "stock": 1}"#)
    #expect(product.price == money("9.99"))
  }

  @Test func missingOptionalFieldsGetDefaults() throws {
    let product = try decode(#"{"id": 4, "title": "Bare", "price": 5, "stock": 2}"#)
    #expect(
      product == Product(id: 4, title: "Bare", price: 5, stock: 2, availabilityStatus: .other("")))
  }

  @Test(
    "required fields and bad amounts are decoding errors",
    arguments: [
      #"{"title": "P", "price": 1, "stock": 1}"#,
      #"{"id": 1, "price": 1, "stock": 1}"#,
      #"{"id": 1, "title": "P", "stock": 1}"#,
      #"{"id": 1, "title": "P", "price": 1}"#,
      #"{"id": 1, "title": "P", "price": "cheap", "stock": 1}"#,
      #"{"id": 1, "title": "P", "price": "12abc", "stock": 1}"#,
      #"{"id": 1, "title": "P", "price": "1,5", "stock": 1}"#,
      #"{"id": 1, "title": "P", "price": "NaN", "stock": 1}"#,
      #"{"id": 1, "title": "P", "price": 1e400, "stock": 1}"#,
      #"{"id": 1, "title": "P", "price": true, "stock": 1}"#,
      #"{"id": 1, "title": "P", "price": -1, "stock": 1}"#,
      #"{"id": 1, "title": "P", "price": 1, "discountPercentage": -3, "stock": 1}"#,
      #"{"id": "1", "title": "P", "price": 1, "stock": 1}"#,
    ])
  func rejects(json: String) {
    #expect(throws: DecodingError.self) { try decode(json) }
  }

  @Test func malformedThumbnailBecomesNil() throws {
    let product = try decode(
      #"{"id": 1, "title": "P", "price": 1, "stock": 1, "thumbnail": "http://[::1"}"#)
    #expect(product.thumbnail == nil)
  }

  @Test func minimumOrderQuantityIsAtLeastOne() throws {
    let product = try decode(
      #"{"id": 1, "title": "P", "price": 1, "stock": 1, "minimumOrderQuantity": 0}"#)
    #expect(product.minimumOrderQuantity == 1)
  }

  @Test(
    "availability labels",
    arguments: [
      ("In Stock", AvailabilityStatus.inStock),
      ("Low Stock", .lowStock),
      ("Out of Stock", .outOfStock),
      (" out of stock ", .outOfStock),
      ("Preorder", .other("Preorder")),
    ])
  func availabilityLabel(label: String, expected: AvailabilityStatus) {
    #expect(AvailabilityStatus(label: label) == expected)
  }

  /// Issue 22, part 3: impossible numbers make the product unreadable, the error naming the field.
  @Test(
    arguments: [
      (
        #"{"id": 1, "title": "P", "price": 10, "discountPercentage": 150, "stock": 1}"#,
        "discountPercentage"
      ),
      (
        #"{"id": 1, "title": "P", "price": 10, "discountPercentage": "100.01", "stock": 1}"#,
        "discountPercentage"
      ),
      (#"{"id": 1, "title": "P", "price": 10, "stock": -3}"#, "stock"),
      (#"{"id": 1, "title": "P", "price": -0.01, "stock": 1}"#, "price"),
    ])
  func impossibleNumbersAreErrorsAtTheirField(json: String, field: String) {
    do {
      _ = try decode(json)
      Issue.record("decoded \(json)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == [field])
    } catch {
      Issue.record("unexpected \(error)")
    }
  }

  @Test func aDiscountOfExactly100AndAStockOfZeroAreReadable() throws {
    let product = try decode(
      #"{"id": 1, "title": "P", "price": 10, "discountPercentage": 100, "stock": 0}"#)
    #expect(product.discountPercentage == 100)
    #expect(product.stock == 0)
  }

  /// Issue 22, part 3: a JSON number with more digits than `Double` keeps is read exactly from its
  /// text, never rounded through `Double`.
  @Test(arguments: [
    "123456789012345678901234567890", "0.10000000000000000001", "1234567890.123456789012345",
    "123456789012345678",
  ])
  func aLongNumberIsReadExactlyFromItsText(text: String) throws {
    let product = try decode(#"{"id": 1, "title": "P", "price": \#(text), "stock": 1}"#)
    #expect(product.price == Decimal(string: text))
    #expect(product.price.description == text)
  }

  /// Issue 22, part 3: a JSON number with more digits than `Decimal` keeps is an error at its
  /// field, never a rounded value.
  @Test(arguments: ["price", "discountPercentage"])
  func aNumberTooLongForDecimalIsAnErrorAtItsField(field: String) {
    let long = "1234567890123456789012345678901234567890123"
    let json =
      field == "price"
      ? #"{"id": 1, "title": "P", "price": \#(long), "stock": 1}"#
      : #"{"id": 1, "title": "P", "price": 1, "discountPercentage": 0.\#(long), "stock": 1}"#
    do {
      let product = try decode(json)
      Issue.record("decoded \(product.price), \(product.discountPercentage)")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.map(\.stringValue) == [field])
      #expect(context.debugDescription.contains("more significant digits than a Decimal keeps"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
