import MVPTestSupport
import Testing

/// A form screen under the checker: typing is an intent the view shows itself
/// (`PresenterIntent(_:role:shows:isOffered:perform:)`), so that a view attached later must show
/// the draft as typed; each bug planted in the form's use is caught.
@MainActor @Suite struct NoteEditorCheckerTests {
  @Test func aCorrectFormKeepsEveryInvariant() async {
    let report = await NoteEditorChecker.make().run(sequences: 300)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 300)
  }

  /// Typing recorded as shown makes the history the draft as typed: a view attached at rest that
  /// is shown the loaded note disagrees with it ("replay agrees with history"). The relaunch step
  /// meets it first (seed 4): the view was shown the loaded note over the typed draft, and the
  /// relaunched form shows the draft it kept, so the screen does not come back the same.
  @Test func aDraftLostOnReattachIsCaught() async throws {
    let failure = try await Self.failure(of: .replaysTheLoadedNote)
    #expect(failure.invariant == "the same screen comes back")
    #expect(
      failure.reducedDetail.contains(
        "view 2 shows content draft ; before the kill the screen showed content draft loaded note"))
    #expect(failure.reducedCount == 4)
  }

  /// The same bug in a sequence without a relaunch (seed 43): the replay to a fresh view at rest.
  @Test func aDraftLostOnReattachIsCaughtByTheReplay() async throws {
    var report = CheckReport()
    _ = await TestFailure.collect {
      report = await NoteEditorChecker.make(bug: .replaysTheLoadedNote).run(seed: 43)
    }
    let failure = try #require(report.failure)
    #expect(failure.invariant == "replay agrees with history")
    #expect(failure.reducedDetail.contains("shows content draft loaded note"))
    #expect(failure.reducedCount == 2)
  }

  @Test func editsDroppedOnAFailedSaveAreCaught() async throws {
    let failure = try await Self.failure(of: .failedSaveResetsTheDraft)
    #expect(failure.invariant == "a failed save keeps the draft")
    // A failure or a cancellation the presenter did not ask for: the save's call ends unsaved.
    #expect(failure.reducedSteps.last?.contains("saves call #0") == true)
    #expect(failure.reducedCount == 4)
  }

  /// Typing declared without `shows:` leaves the history at the loaded note, so that a correct
  /// form's replay of the typed draft disagrees with it: what `shows:` is for.
  @Test func typingNotShownBreaksTheReplayOfACorrectForm() async throws {
    var report = CheckReport()
    _ = await TestFailure.collect {
      report = await NoteEditorChecker.make(typingShown: false).run(sequences: 100)
    }
    let failure = try #require(report.failure)
    #expect(failure.invariant == "replay agrees with history")
    #expect(failure.reducedDetail.contains("the history shows content draft loaded note"))
  }

  /// Runs the checker on `bug` and returns the one failure it recorded.
  static func failure(of bug: NoteEditorBug) async throws -> CheckFailure {
    try await recordedCheckFailure { await NoteEditorChecker.make(bug: bug).run(sequences: 500) }
  }
}
