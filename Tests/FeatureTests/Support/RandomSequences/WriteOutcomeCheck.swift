import MVPCore

/// The check of a release during writes in the random-sequence worlds: every write in flight
/// when the module was released still waits for its service (a release cancels no write), and
/// once answered its outcome reaches the world's `WriteOutcomes` (told to someone, never nobody).
@MainActor
enum WriteOutcomeCheck {
  /// Answers the writes still in flight after a release and returns one line per broken rule.
  ///
  /// - Parameters:
  ///   - inFlight: The writes in flight just before the release.
  ///   - outcomes: The outcomes the released presenter's scope reports to.
  ///   - pending: The write requests the service still waits to answer.
  ///   - answer: Answers the oldest pending write with success.
  static func answerAndCheck(
    _ inFlight: Int,
    reportedTo outcomes: WriteOutcomes,
    pending: () -> Int,
    answer: () -> Void,
    runQueued: () -> Void = {}
  ) async -> [String] {
    var problems: [String] = []
    let waiting = pending()
    if waiting != inFlight {
      problems.append(
        "\(inFlight - waiting) of \(inFlight) writes in flight were cancelled by the release")
    }
    let before = outcomes.receivedCount
    for _ in 0..<waiting { answer() }
    // The outcomes arrive on the main actor a few turns later; a count of turns, not a time.
    for _ in 0..<1_000 where outcomes.receivedCount < before + waiting {
      runQueued()
      await Task.yield()
    }
    let told = outcomes.receivedCount - before
    if told != waiting {
      problems.append("\(waiting - told) of \(waiting) writes answered after release told no one")
    }
    return problems
  }
}
