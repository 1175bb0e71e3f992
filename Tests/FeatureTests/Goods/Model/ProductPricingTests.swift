import Foundation
import GoodsFeature
import Testing

@Suite struct ProductPricingTests {
  private func money(_ text: String) -> Decimal { GoodsSamples.money(text) }

  @Test(
    "sale price = list × (1 − discount/100), rounded half-up to cents",
    arguments: [
      ("9.99", "0", "9.99"),
      ("100", "10", "90"),
      ("10", "12.35", "8.77"),  // 8.765: half a cent rounds up (banker's rounding gives 8.76)
      ("10", "12.351", "8.76"),  // 8.7649
      ("10", "12.349", "8.77"),  // 8.7651
      ("0.05", "10", "0.05"),  // 0.045 (banker's: 0.04)
      ("1.01", "50", "0.51"),  // 0.505 (banker's: 0.50)
      ("9.99", "10.48", "8.94"),  // 8.942848
      ("19.99", "15.5", "16.89"),  // 16.89155
      ("1299.99", "3.2", "1258.39"),  // 1258.39032
      ("10", "100", "0"),
      ("10", "150", "0"),  // discount clamped to 100
      ("10", "-5", "10"),  // discount clamped to 0
      ("0", "50", "0"),
    ])
  func salePrice(price: String, discount: String, expected: String) {
    let product = Product(
      id: 1, title: "P", price: money(price), discountPercentage: money(discount), stock: 5)
    #expect(product.salePrice == money(expected))
  }

  /// The sale price multiplies by an exact hundredth instead of dividing by 100 (issue 11,
  /// `Decimal` division takes microseconds): the same price as the formula with division, also
  /// for prices and discounts of many digits or extreme exponents.
  @Test(
    "sale price equals the formula computed with Decimal division",
    arguments: [
      ("12345678901234567890123456789012.34", "12.3456789"),
      ("99999999999999999999999999999999999.99", "0.01"),
      ("0.01", "99.99999999999999999999999999999"),
      ("1e30", "33.3"),
      ("5.55", "0.0000000000000000000000000000001"),
      ("1234.5678", "7.17"),
    ])
  func salePriceMatchesTheFormulaWithDivision(price: String, discount: String) {
    let price = Decimal(string: price)!
    let discount = Decimal(string: discount)!
    let product = Product(
      id: 1, title: "P", price: price, discountPercentage: discount, stock: 5)
    var exact = price * (1 - min(max(discount, 0), 100) / 100)
    var expected = Decimal()
    NSDecimalRound(&expected, &exact, 2, .plain)
    #expect(product.salePrice == expected)
  }

  /// `Decimal` division answers NaN for `1e-100 / 100` on Linux; the hundredth does not.
  @Test func aVanishinglySmallDiscountLeavesTheListPrice() {
    let product = Product(
      id: 1, title: "P", price: money("123.45"), discountPercentage: money("1e-100"), stock: 5)
    #expect(product.salePrice == money("123.45"))
    #expect(!product.isDiscounted)
  }

  @Test func salePriceOfNineNinetyNineIsExact() {
    let product = Product(id: 1, title: "P", price: money("9.99"), stock: 5)
    #expect(product.salePrice == money("9.99"))
    #expect("\(product.salePrice)" == "9.99")
    #expect(product.salePrice != Decimal(9.990_000_000_000_002))
  }

  @Test(
    "discounted only when the sale price is below the list price",
    arguments: [
      ("9.99", "0", false),
      ("9.99", "10", true),
      ("100", "0.001", false),  // 99.999 rounds back to 100.00
      ("100", "0.01", true),
    ])
  func isDiscounted(price: String, discount: String, expected: Bool) {
    let product = Product(
      id: 1, title: "P", price: money(price), discountPercentage: money(discount), stock: 5)
    #expect(product.isDiscounted == expected)
  }

  @Test(
    "available = stock > 0 and not labelled out of stock",
    arguments: [
      (5, AvailabilityStatus.inStock, true),
      (0, .inStock, false),
      (-1, .inStock, false),
      (50, .outOfStock, false),
      (50, .lowStock, true),
      (50, .other("Backorder"), true),
      (1, .other(""), true),
    ])
  func isAvailable(stock: Int, status: AvailabilityStatus, expected: Bool) {
    let product = Product(id: 1, title: "P", price: 1, stock: stock, availabilityStatus: status)
    #expect(product.isAvailable == expected)
  }

  @Test(
    "low stock when fewer than 10 or labelled low stock",
    arguments: [
      (9, AvailabilityStatus.inStock, true),
      (10, .inStock, false),
      (1, .inStock, true),
      (50, .lowStock, true),
      (50, .other("Low stock soon"), false),
    ])
  func isLowStock(stock: Int, status: AvailabilityStatus, expected: Bool) {
    let product = Product(id: 1, title: "P", price: 1, stock: stock, availabilityStatus: status)
    #expect(product.isLowStock == expected)
  }

  @Test(
    "on sale = discounted and available",
    arguments: [
      ("10", 5, true),
      ("0", 5, false),
      ("10", 0, false),
    ])
  func isOnSale(discount: String, stock: Int, expected: Bool) {
    let product = Product(
      id: 1, title: "P", price: 50, discountPercentage: money(discount), stock: stock)
    #expect(product.isOnSale == expected)
  }

  @Test(
    "the tag is the first that applies: out of stock, low stock, flash sale, free shipping",
    arguments: [
      ("200", "20", 0, AvailabilityStatus.inStock, "99", ProductTag?.some(.outOfStock)),
      ("200", "20", 50, .outOfStock, "99", .outOfStock),
      ("200", "20", 5, .inStock, "99", .lowStock),
      ("200", "20", 50, .lowStock, "99", .lowStock),
      ("200", "15", 50, .inStock, "99", .deepDiscount),  // exactly 15 %
      ("10", "15", 50, .inStock, "99", .deepDiscount),
      ("200", "14.99", 50, .inStock, "99", .freeShipping),
      ("99", "0", 50, .inStock, "99", .freeShipping),  // exactly the threshold
      ("110", "10", 50, .inStock, "99", .freeShipping),  // sale price 99.00
      ("110", "10.01", 50, .inStock, "99", nil),  // sale price 98.99
      ("98.99", "0", 50, .inStock, "99", nil),
      ("60", "0", 50, .inStock, "50", .freeShipping),  // configurable threshold
      ("150", "0", 50, .inStock, "200", nil),
    ])
  func tag(
    price: String, discount: String, stock: Int, status: AvailabilityStatus, threshold: String,
    expected: ProductTag?
  ) {
    let product = Product(
      id: 1, title: "P", price: money(price), discountPercentage: money(discount), stock: stock,
      availabilityStatus: status)
    #expect(product.tag(freeShippingThreshold: money(threshold)) == expected)
  }

  @Test(
    "the final price applies the coupon to the sale price",
    arguments: [
      (Coupon?.none, "108"),
      (.amountOff(20, threshold: 100), "88"),
      (.amountOff(20, threshold: 110), "108"),  // the sale price, not the list price, counts
      (.percentageOff(10, cap: nil), "97.2"),
      (.percentageOff(50, cap: 30), "78"),
    ])
  func finalPrice(coupon: Coupon?, expected: String) {
    #expect(GoodsSamples.lamp.finalPrice(with: coupon) == money(expected))
  }
}
