import Foundation
import GoodsFeature
import Testing

@Suite struct CouponTests {
  private func money(_ text: String) -> Decimal { GoodsSamples.money(text) }

  @Test(
    "over a threshold, save an amount; never below zero",
    arguments: [
      ("100", "80"),  // applies at exactly the threshold
      ("99.99", "99.99"),  // below the threshold
      ("150.5", "130.5"),
      ("0", "0"),
    ])
  func amountOff(price: String, expected: String) {
    #expect(Coupon.amountOff(20, threshold: 100).apply(to: money(price)) == money(expected))
  }

  @Test func amountOffNeverGoesBelowZero() {
    let coupon = Coupon.amountOff(20, threshold: 10)
    #expect(coupon.apply(to: 15) == 0)
    #expect(coupon.saving(on: 15) == 15)
  }

  @Test func negativeAmountSavesNothing() {
    #expect(Coupon.amountOff(-5, threshold: 0).apply(to: 10) == 10)
  }

  @Test(
    "a percentage off, rounded half-up to cents, with an optional cap",
    arguments: [
      (Coupon.percentageOff(10, cap: nil), "99.99", "89.99"),  // saving 9.999 → 10.00
      (.percentageOff(10, cap: 5), "99.99", "94.99"),  // capped
      (.percentageOff(10, cap: 15), "99.99", "89.99"),  // cap not reached
      (.percentageOff(15, cap: nil), "0.3", "0.25"),  // saving 0.045 → 0.05 (half-up)
      (.percentageOff(15, cap: nil), "0.7", "0.59"),  // saving 0.105 → 0.11 (half-up)
      (.percentageOff(100, cap: nil), "42", "0"),
      (.percentageOff(150, cap: nil), "42", "0"),  // clamped to 100 %
      (.percentageOff(-10, cap: nil), "42", "42"),  // clamped to 0 %
      (.percentageOff(10, cap: -1), "42", "42"),  // a negative cap saves nothing
      (.percentageOff(12.5, cap: nil), "9.99", "8.74"),  // saving 1.24875 → 1.25
    ])
  func percentageOff(coupon: Coupon, price: String, expected: String) {
    #expect(coupon.apply(to: money(price)) == money(expected))
  }

  @Test func savingIsTheDifference() {
    #expect(Coupon.percentageOff(10, cap: 5).saving(on: money("99.99")) == 5)
    #expect(Coupon.amountOff(20, threshold: 100).saving(on: money("99.99")) == 0)
  }
}
