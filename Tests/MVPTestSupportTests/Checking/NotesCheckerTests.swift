import MVPTestSupport
import Testing

/// A presenter that is not MVPKit's passes the checker; each deliberate bug is caught by the
/// invariant it breaks and reduced to a few steps.
@MainActor @Suite struct NotesCheckerTests {
  @Test func aCorrectPresenterKeepsEveryInvariant() async {
    let report = await NotesChecker.make().run(sequences: 200)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 200)
    #expect(report.stepsRun == 200 * 40)
    // Without write intents, the user never leaves the screen before it rests.
    #expect(report.sequencesLeftWhileWriting == 0)
  }

  @Test(arguments: [
    (NotesBug.progressNeverHidden, "no progress while no work runs"),
    (.writeCancelledAtDetach, "no write cancelled"),
    (.messageWhileHidden, "no message to a hidden view"),
    (.replayMissesNotes, "replay agrees with history"),
    (.retainCycle, "nothing leaks after release"),
    (.callsTheFirstView, "view calls reach only the attached view"),
    (.showsItsOwnCancellation, "no self-cancellation shown"),
  ])
  func aBrokenPresenterIsCaughtAndReduced(bug: NotesBug, invariant: String) async throws {
    var report = CheckReport()
    let recorded = await TestFailure.collect {
      report = await NotesChecker.make(bug: bug).run()
    }
    let failure = try #require(report.failure)
    #expect(failure.invariant == invariant)
    #expect(failure.reducedCount <= 4)
    #expect(recorded.map(\.message) == [failure.description])
    print("\(bug): \"\(failure.invariant)\" after \(failure.reducedCount) drawn steps")
  }

  @Test func aFailureNamesItsSeedStepsAndReplay() async throws {
    var report = CheckReport()
    _ = await TestFailure.collect {
      report = await NotesChecker.make(bug: .writeCancelledAtDetach).run(steps: 30)
    }
    let failure = try #require(report.failure)
    #expect(failure.description.contains("seed \(failure.seed) broke \"no write cancelled\""))
    #expect(failure.description.contains("run(steps: 30, seed: \(failure.seed))"))
    #expect(failure.steps.first?.hasPrefix("build the presenter and attach view 1") == true)
    #expect(failure.reducedSteps.count < failure.steps.count)
    #expect(failure.reducedSteps.contains { $0.hasPrefix("detach view") })
  }

  @Test func aFailingSeedReplaysAlone() async throws {
    var first = CheckReport()
    _ = await TestFailure.collect {
      first = await NotesChecker.make(bug: .messageWhileHidden).run()
    }
    let failure = try #require(first.failure)
    var replay = CheckReport()
    _ = await TestFailure.collect {
      replay = await NotesChecker.make(bug: .messageWhileHidden).run(seed: failure.seed)
    }
    #expect(replay.sequencesRun == 1)
    #expect(replay.failure?.steps == failure.steps)
    #expect(replay.failure?.reducedSteps == failure.reducedSteps)
  }
}
