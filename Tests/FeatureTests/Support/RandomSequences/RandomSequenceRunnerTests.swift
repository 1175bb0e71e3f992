import MVPTestSupport
import Testing

/// The runner finds a failing seed, shrinks it to the steps that matter and says how to replay
/// it; and it passes a world that breaks nothing.
@MainActor @Suite struct RandomSequenceRunnerTests {
  @Test func aBrokenInvariantIsReportedWithItsSeedAndAReducedSequence() async throws {
    let settings = RandomSequenceRunner.Settings(sequences: 5, steps: 10, seeds: [1, 2, 3, 4, 5])
    var report = RandomSequenceRunner.Report()
    // The counting world breaks its invariant on purpose.
    let recorded = await TestFailure.collect {
      report = await RandomSequenceRunner.run(
        CountingWorld.self, name: "counting", settings: settings)
    }
    let failure = try #require(report.failure)
    #expect(recorded.map(\.message) == [failure])
    #expect(failure.contains("counting: seed 1 broke an invariant."))
    #expect(failure.contains("count reached 3"))
    #expect(failure.contains("Reduced to 3 steps"))
    #expect(failure.contains("  1. increment\n  2. increment\n  3. increment\nReplay:"))
    #expect(failure.contains("MVP_RANDOM_SEED=1 MVP_RANDOM_STEPS=10 swift test --filter "))
    #expect(report.sequencesRun == 1)
  }

  @Test func aWorldThatBreaksNothingRunsEverySeed() async {
    let settings = RandomSequenceRunner.Settings(sequences: 3, steps: 2, seeds: [7, 8, 9])
    let report = await RandomSequenceRunner.run(
      CountingWorld.self, name: "short", settings: settings)
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 3)
    #expect(report.stepsRun == 6)
  }

  @Test func theReleasesThatFoundWritesInFlightAreCounted() async {
    let seeds: [UInt64] = [7, 8, 9, 10]
    let settings = RandomSequenceRunner.Settings(sequences: 4, steps: 2, seeds: seeds)
    // The counting world's release finds its increments in flight as writes.
    let increments = seeds.map { seed in
      RandomSequenceRunner.makeSteps(CountingWorld.self, seed: seed, count: 2)
        .filter { $0 == .increment }.count
    }
    let report = await RandomSequenceRunner.run(
      CountingWorld.self, name: "releases", settings: settings)
    #expect(report.failure == nil)
    #expect(report.releasesWithWritesInFlight == increments.filter { $0 > 0 }.count)
    #expect(report.writesCheckedAtRelease == increments.reduce(0, +))
    #expect(report.writesCheckedAtRelease > 0)
  }

  @Test func theSameSeedGivesTheSameSteps() {
    let first = RandomSequenceRunner.makeSteps(CountingWorld.self, seed: 42, count: 20)
    let again = RandomSequenceRunner.makeSteps(CountingWorld.self, seed: 42, count: 20)
    let other = RandomSequenceRunner.makeSteps(CountingWorld.self, seed: 43, count: 20)
    #expect(first.map(\.rawValue) == again.map(\.rawValue))
    #expect(first.map(\.rawValue) != other.map(\.rawValue))
  }
}
