import Foundation
import MVPCore
import Testing

/// Issue 19, item 6: an app's own error text reached the user as "Something went wrong" and its
/// `NSError` as `Error Domain=...` in `.unexpected`. Errors that carry a sentence for the user
/// are classified as `.described` and show that sentence.
@Suite struct ServiceErrorDescribedTests {
  struct ShelfFull: LocalizedError {
    var errorDescription: String? { "Your shelf is full: remove a book first." }
  }

  struct Silent: LocalizedError {}

  struct Plain: Error {}

  @Test func aLocalizedErrorShowsItsDescription() {
    let error = ServiceError(classifying: ShelfFull())
    guard case .described(let message, let description) = error else {
      Issue.record("expected described, got \(error)")
      return
    }
    #expect(message == "Your shelf is full: remove a book first.")
    #expect(description.contains("ShelfFull"))
    #expect(error.userMessage == "Your shelf is full: remove a book first.")
  }

  @Test func anNSErrorWithALocalizedDescriptionShowsIt() {
    let error = NSError(
      domain: "com.example.books", code: 7,
      userInfo: [NSLocalizedDescriptionKey: "That book was already lent."])
    let classified = ServiceError(classifying: error)
    #expect(classified.userMessage == "That book was already lent.")
    #expect(!classified.userMessage.contains("Error Domain="))
  }

  @Test(arguments: [Silent() as any Error, Plain(), NSError(domain: "com.example", code: 1)])
  func errorsWithoutASentenceStayUnexpectedAndGeneric(error: any Error) {
    let classified = ServiceError(classifying: error)
    guard case .unexpected = classified else {
      Issue.record("expected unexpected, got \(classified)")
      return
    }
    #expect(classified.userMessage == ServiceError.unexpected(description: "").userMessage)
    #expect(!classified.userMessage.contains("Error Domain="))
  }

  @Test func theAppsTextIsMadeInertAndBounded() {
    let hostile = "\u{1B}[2JLent\u{202E} out\n\n" + String(repeating: "x", count: 500)
    let message = ServiceError.described(message: hostile, description: "").userMessage
    #expect(!message.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    #expect(message.hasPrefix("[2JLent out x"))
    #expect(message.count == ServiceError.serverTextLimit)
    #expect(message.hasSuffix("…"))
  }

  @Test func aDescriptionThatIsEmptyOnceCleanedIsTheGenericSentence() {
    let message = ServiceError.described(message: "\u{1B}\u{7}  ", description: "").userMessage
    #expect(message == ServiceError.unexpected(description: "").userMessage)
  }

  @Test func urlErrorsAndServiceErrorsKeepTheirOwnClassification() {
    #expect(ServiceError(classifying: URLError(.timedOut)) == .timeout)
    #expect(ServiceError(classifying: ServiceError.offline) == .offline)
  }

  @Test func theChineseTableIsNotUsedForTheAppsText() {
    let error = ServiceError(classifying: ShelfFull())
    #expect(error.userMessage(in: Locale(identifier: "zh-Hans")) == error.userMessage)
  }
}
