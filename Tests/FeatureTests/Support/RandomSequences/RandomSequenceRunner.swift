import Foundation
import MVPTestSupport
import Testing

/// Runs seeded random event sequences against a ``RandomSequenceModel`` and records a readable
/// failure: the seed, the steps, a reduced sequence that still fails, and how to replay it. A run
/// that passes prints its sequences, its steps and how many releases found writes in flight (each
/// checked to run on and report to the world's `WriteOutcomes`), so a run that never reached one
/// shows.
///
/// Environment (for `scripts/random-sequences.sh` and replays):
/// - `MVP_RANDOM_SEQUENCES`: sequences per presenter (default 1,000);
/// - `MVP_RANDOM_STEPS`: steps per sequence (default 40);
/// - `MVP_RANDOM_SEED`: run only this seed (replay a failure).
@MainActor
enum RandomSequenceRunner {
  struct Settings {
    var sequences: Int
    var steps: Int
    var seeds: [UInt64]

    static func fromEnvironment(defaultSequences: Int = 1_000) -> Settings {
      let environment = ProcessInfo.processInfo.environment
      let sequences = environment["MVP_RANDOM_SEQUENCES"].flatMap(Int.init) ?? defaultSequences
      let steps = environment["MVP_RANDOM_STEPS"].flatMap(Int.init) ?? 40
      let seeds: [UInt64] =
        if let seed = environment["MVP_RANDOM_SEED"].flatMap(UInt64.init) {
          [seed]
        } else {
          (1...UInt64(max(1, sequences))).map { $0 }
        }
      return Settings(sequences: seeds.count, steps: steps, seeds: seeds)
    }
  }

  /// The outcome of a run: how many sequences ran, how many released the module while writes
  /// ran (and how many writes those releases checked), and the first failure, if any.
  struct Report {
    var sequencesRun = 0
    var stepsRun = 0
    /// Passing sequences whose release found at least one write in flight.
    var releasesWithWritesInFlight = 0
    /// The writes those releases found in flight: each ran on and reported to the outcomes.
    var writesCheckedAtRelease = 0
    var failure: String?
  }

  /// Runs every seed of `settings` (stopping at the first failure, which it records as a test
  /// issue) and returns the report.
  @discardableResult
  static func run<Model: RandomSequenceModel>(
    _ model: Model.Type,
    name: String,
    settings: Settings = .fromEnvironment(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Report {
    var report = Report()
    for seed in settings.seeds {
      let steps = makeSteps(Model.self, seed: seed, count: settings.steps)
      report.sequencesRun += 1
      report.stepsRun += steps.count
      let (violation, writesAtRelease) = await runSequence(Model.self, steps)
      guard let failure = violation else {
        if writesAtRelease > 0 {
          report.releasesWithWritesInFlight += 1
          report.writesCheckedAtRelease += writesAtRelease
        }
        continue
      }
      let reduced = await reduce(Model.self, steps)
      let reducedFailure = await firstViolation(Model.self, reduced) ?? failure
      let message = """
        \(name): seed \(seed) broke an invariant.
        \(failure)
        Steps (\(steps.count)):
        \(numbered(steps))
        Reduced to \(reduced.count) steps, which fail with: \(reducedFailure)
        \(numbered(reduced))
        Replay: MVP_RANDOM_SEED=\(seed) MVP_RANDOM_STEPS=\(settings.steps) swift test --filter \(suite(of: sourceLocation))/\(name)
        """
      report.failure = message
      TestFailure.record(message, at: sourceLocation)
      return report
    }
    print(
      "\(suite(of: sourceLocation))/\(name): \(report.sequencesRun) sequences, "
        + "\(report.stepsRun) steps, no invariant broken; "
        + "\(report.releasesWithWritesInFlight) released the module with writes in flight, "
        + "\(report.writesCheckedAtRelease) writes checked after release")
    return report
  }

  static func makeSteps<Model: RandomSequenceModel>(
    _ model: Model.Type, seed: UInt64, count: Int
  ) -> [Model.Step] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in Model.randomStep(using: &generator) }
  }

  /// Runs `steps` in a fresh world; returns the first violation, or `nil` when none.
  static func firstViolation<Model: RandomSequenceModel>(
    _ model: Model.Type, _ steps: [Model.Step]
  ) async -> String? {
    await runSequence(Model.self, steps).violation
  }

  /// Runs `steps` in a fresh world; returns the first violation (`nil` when none) and the writes
  /// in flight when the module was released.
  private static func runSequence<Model: RandomSequenceModel>(
    _ model: Model.Type, _ steps: [Model.Step]
  ) async -> (violation: String?, writesAtRelease: Int) {
    var violation: String?
    let writesAtRelease: Int
    do {
      let world = Model()
      for (index, step) in steps.enumerated() {
        await world.perform(step)
        if let first = world.violations().first {
          violation = "After step \(index + 1) (\(step)): \(first)"
          break
        }
      }
      if violation == nil, let first = await world.settle().first {
        violation = "At rest: \(first)"
      }
      if violation == nil, let first = await world.release().first {
        violation = "After release: \(first)"
      }
      writesAtRelease = world.writesInFlightAtRelease
    }
    return (violation, writesAtRelease)
  }

  /// Shrinks a failing sequence: drops chunks of steps, then single steps, while it still fails.
  static func reduce<Model: RandomSequenceModel>(
    _ model: Model.Type, _ steps: [Model.Step]
  ) async -> [Model.Step] {
    var current = steps
    var chunk = max(1, current.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < current.count {
        var candidate = current
        candidate.removeSubrange(start..<min(start + chunk, candidate.count))
        if await firstViolation(Model.self, candidate) != nil {
          current = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if chunk == 1 && !removedAny { break }
      chunk = chunk == 1 ? 1 : chunk / 2
    }
    return current
  }

  /// The suite to filter a replay by: the calling test file is named after its suite.
  private static func suite(of location: SourceLocation) -> String {
    location.fileName.hasSuffix(".swift")
      ? String(location.fileName.dropLast(".swift".count)) : location.fileName
  }

  private static func numbered<Step: CustomStringConvertible>(_ steps: [Step]) -> String {
    steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}
