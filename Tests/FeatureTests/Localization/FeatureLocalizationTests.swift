import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The features' string tables (issue 12, part 1): complete in every shipped language, chosen for
/// a locale, and free of the other language.
@Suite struct FeatureLocalizationTests {
  /// Whether `text` has a Latin letter.
  static func hasLatin(_ text: String) -> Bool {
    text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
  }

  /// Whether `text` has a Chinese character.
  static func hasHan(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
  }

  @Test func everyTableIsComplete() {
    #expect(expectLocalizationsComplete(in: .userFeature) == 12)
    #expect(expectLocalizationsComplete(in: .goodsFeature) == 34)
  }

  /// Every string of a set, with the values it embeds filled in with digits and symbols only.
  static func goodsStrings(_ texts: GoodsTexts) -> [String] {
    [
      texts.outOfStock, texts.lowStock, texts.flashSale, texts.deepDiscount, texts.freeShipping,
      texts.inStock,
      texts.emptyCatalogue, texts.addedToCart("“1”", 1, 2), texts.addedToCart("“1”", 2, 3),
      texts.addedMinimumToCart("“1”", 1, 2), texts.addedMinimumToCart("“1”", 2, 3),
      texts.cartFailed("“1”", "2"), texts.exceedsStockInCart(3, 2),
      texts.exceedsStockInCart(1, 1), texts.exceedsStockInCart(3, 3), texts.unavailable("“1”"),
      texts.minimumQuantity(2), texts.exceedsStock(3), texts.amountOffCoupon("¥1", "¥2"),
      texts.percentageOffCoupon("10%", nil), texts.percentageOffCoupon("10%", "¥5"),
      texts.skippedProducts(1), texts.skippedProducts(2), texts.errorMessage(.offline),
    ]
  }

  static func userStrings(_ texts: UserTexts) -> [String] {
    [
      texts.emptyList, texts.skippedUsers(1), texts.skippedUsers(3),
      texts.deleteFailed("“1”", "2"), texts.saveFailed("3"), texts.blankName,
      texts.nameTooLong(100), texts.emailTooLong(64, 254), texts.errorMessage(.timeout),
      texts.deleted("“1”"), texts.saved,
    ]
  }

  @Test func chineseTextsHaveNoEnglish() {
    // The e-mail example address is the one Latin part a Chinese sentence keeps.
    let invalidEmail = UserTexts.simplifiedChinese.invalidEmail
    #expect(!Self.hasLatin(invalidEmail.replacingOccurrences(of: "name@example.com", with: "")))
    for text in Self.goodsStrings(.simplifiedChinese) + Self.userStrings(.simplifiedChinese) {
      #expect(!Self.hasLatin(text), "\(text)")
      #expect(Self.hasHan(text), "\(text)")
    }
  }

  @Test func englishTextsHaveNoChinese() {
    for text in Self.goodsStrings(.english) + Self.userStrings(.english) {
      #expect(!Self.hasHan(text), "\(text)")
    }
    #expect(UserTexts.english.skippedUsers(1) == "1 user could not be shown.")
    #expect(GoodsTexts.english.skippedProducts(2) == "2 products could not be shown.")
    #expect(
      GoodsTexts.english.addedToCart("Kettle", 1, 1)
        == "Added 1 unit of Kettle to your cart. Items in cart: 1.")
    #expect(
      GoodsTexts.english.addedToCart("Kettle", 2, 3)
        == "Added 2 units of Kettle to your cart. Items in cart: 3.")
    #expect(
      GoodsTexts.english.exceedsStockInCart(1, 1) == "The 1 unit in stock is in your cart already.")
  }

  @Test(arguments: ["zh_CN", "zh-Hans", "zh_Hans_SG", "zh"])
  func chineseLocalesGetTheChineseTables(_ identifier: String) {
    let locale = Locale(identifier: identifier)
    #expect(
      Self.goodsStrings(.localized(for: locale)) == Self.goodsStrings(.simplifiedChinese))
    #expect(Self.userStrings(.localized(for: locale)) == Self.userStrings(.simplifiedChinese))
  }

  @Test(arguments: ["en_US", "de_DE", "zh_TW", "ja_JP"])
  func otherLocalesGetEnglish(_ identifier: String) {
    let locale = Locale(identifier: identifier)
    #expect(Self.goodsStrings(.localized(for: locale)) == Self.goodsStrings(.english))
    #expect(Self.userStrings(.localized(for: locale)) == Self.userStrings(.english))
  }
}
