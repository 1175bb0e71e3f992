import MVPCore
import Testing

@Suite struct ServiceErrorTests {
  @Test(arguments: [
    (
      ServiceError.offline,
      "You appear to be offline. Check your connection and try again."
    ),
    (.unreachable, "The server can't be reached right now. Please try again later."),
    (.timeout, "The server took too long to answer. Please try again."),
    (
      .httpStatus(code: 404, message: "Product with id '9' not found"),
      "The server couldn't complete the request (error 404): \"Product with id '9' not found\"."
    ),
    (
      .httpStatus(code: 500, message: nil),
      "The server couldn't complete the request (error 500). Please try again later."
    ),
    (
      .httpStatus(code: 503, message: ""),
      "The server couldn't complete the request (error 503). Please try again later."
    ),
    (
      .invalidResponse(reason: "id: expected Int"),
      "The server sent an answer this app can't read. Please try again later."
    ),
    (.cancelled, "The request was cancelled."),
    (.unexpected(description: "DomainError.locked"), "Something went wrong. Please try again."),
  ])
  func userMessageIsCalmAndExact(error: ServiceError, message: String) {
    #expect(error.userMessage == message)
  }

  /// Regression (issue 9, part 4): the server's text was shown raw, whole and unframed.
  @Test func aServersMessageIsFramedInASentenceOfOurs() {
    let error = ServiceError.httpStatus(code: 500, message: "internal error")
    #expect(
      error.userMessage
        == "The server couldn't complete the request (error 500): \"internal error\".")
  }

  @Test func aHugeMessageIsCutButKeptWholeInTheError() {
    let huge = String(repeating: "x", count: 10 * 1024 * 1024)
    let error = ServiceError.httpStatus(code: 500, message: huge)
    let shown = error.userMessage
    let prefix = "The server couldn't complete the request (error 500): \""
    #expect(shown == prefix + String(repeating: "x", count: 199) + "…\".")
    #expect(shown.count == prefix.count + ServiceError.serverTextLimit + 2)
    guard case .httpStatus(_, let kept?) = error else { return }
    #expect(kept.utf8.count == 10 * 1024 * 1024)
  }

  @Test(arguments: [
    ("line one\nline two\r\n\tthree  ", "line one line two three"),
    ("  \n padded \n ", "padded"),
    ("bell\u{07}ed esc\u{1B}[31m del\u{7F} nul\u{0}", "belled esc[31m del nul"),
    ("c1\u{85}x\u{9B}y", "c1 xy"),
    ("bidi \u{202E}txt.exe\u{202C} zero\u{200B}width", "bidi txt.exe zerowidth"),
    ("family 👩\u{200D}👩\u{200D}👧 stays", "family 👩\u{200D}👩\u{200D}👧 stays"),
    ("para\u{2029}graph\u{2028}line", "para graph line"),
    (String(repeating: "é", count: 200), String(repeating: "é", count: 200)),
    (String(repeating: "é", count: 201), String(repeating: "é", count: 199) + "…"),
    (String(repeating: "ab ", count: 100), String(repeating: "ab ", count: 66) + "a…"),
    (String(repeating: "a ", count: 100), String(repeating: "a ", count: 99) + "a"),
    (String(repeating: "a ", count: 101), String(repeating: "a ", count: 99) + "a…"),
    (String(repeating: "x", count: 198) + " yz", String(repeating: "x", count: 198) + "…"),
  ])
  func aServersMessageIsShownOnOneCleanBoundedLine(message: String, shown: String) {
    let error = ServiceError.httpStatus(code: 400, message: message)
    #expect(
      error.userMessage == "The server couldn't complete the request (error 400): \"\(shown)\".")
  }

  @Test(arguments: ["", " ", "\n\t \r\n", "\u{0}\u{1B}\u{7F}", "\u{202E}\u{200B}"])
  func aMessageWithNothingToShowGivesTheGenericSentence(message: String) {
    #expect(
      ServiceError.httpStatus(code: 503, message: message).userMessage
        == "The server couldn't complete the request (error 503). Please try again later.")
  }

  @Test func aHugeBlankMessageGivesTheGenericSentence() {
    let blank = String(repeating: " \n", count: 5 * 1024 * 1024)
    #expect(
      ServiceError.httpStatus(code: 500, message: blank).userMessage
        == "The server couldn't complete the request (error 500). Please try again later.")
  }

  @Test func invalidResponseReasonsStayOutOfTheUserMessage() {
    let message = ServiceError.invalidResponse(reason: "secret.debug.path").userMessage
    #expect(!message.contains("secret"))
  }

  @Test func onlyCancellationIsACancellation() {
    let all: [ServiceError] = [
      .offline, .unreachable, .timeout, .httpStatus(code: 500, message: nil),
      .invalidResponse(reason: "x"), .cancelled,
    ]
    #expect(all.map(\.isCancellation) == [false, false, false, false, false, true])
  }
}
