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
      "Product with id '9' not found (error 404)."
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
