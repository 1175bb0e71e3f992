import Foundation
import MVPCore
import Testing

/// ``ServiceError/userMessage(in:)`` in each shipped language (issue 12, part 1).
@Suite struct ServiceErrorLocalizationTests {
  static let chinese = Locale(identifier: "zh_CN")

  static let errors: [ServiceError] = [
    .offline, .unreachable, .timeout, .httpStatus(code: 500, message: nil),
    .httpStatus(code: 404, message: "gone"), .invalidResponse(reason: "x"), .cancelled,
    .unexpected(description: "y"),
  ]

  @Test(arguments: errors)
  func everyMessageHasAChineseSentenceWithoutEnglishWords(_ error: ServiceError) {
    let message = error.userMessage(in: Self.chinese)
    #expect(message != error.userMessage)
    // Only the server's own text ("gone") may be Latin.
    let latin = message.replacingOccurrences(of: "gone", with: "").unicodeScalars.filter {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0)
    }
    #expect(latin.isEmpty, "\(message)")
  }

  @Test func theServerTextIsFramedAndBoundedInEveryLanguage() {
    let error = ServiceError.httpStatus(code: 404, message: " Product\n not found \u{1B}[31m ")
    #expect(error.userMessage(in: Self.chinese) == "服务器无法完成请求（错误 404）：“Product not found [31m”。")
    #expect(error.userMessage(in: Locale(identifier: "en")) == error.userMessage)
  }

  @Test func anUnshippedLanguageGetsEnglish() {
    #expect(
      ServiceError.timeout.userMessage(in: Locale(identifier: "de_DE"))
        == "The server took too long to answer. Please try again.")
  }
}
