/// The answers a ``CheckerServer`` stub computed when its calls arrived, by call number, until
/// each is answered or failed.
@MainActor
final class PreparedAnswers<Response> {
  private var answers: [Int: Response] = [:]

  func has(_ number: Int) -> Bool {
    answers[number] != nil
  }

  func keep(_ response: Response, for number: Int) {
    answers[number] = response
  }

  /// The answer for call `number`, forgotten; `nil` when none was computed.
  func take(_ number: Int) -> Response? {
    answers.removeValue(forKey: number)
  }
}
