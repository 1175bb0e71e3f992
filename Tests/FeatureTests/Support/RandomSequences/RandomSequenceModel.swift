import MVPTestSupport

/// A presenter under test in seeded random event sequences: a fresh world (presenter, stub
/// service, views, server model) per sequence, the steps it can take, and its invariants.
///
/// Steps are generated without looking at the world (a step that needs a pending request picks
/// one by a raw number, modulo what is pending, and does nothing when none is), so a sequence can
/// be replayed and shrunk by dropping steps.
@MainActor
protocol RandomSequenceModel {
  associatedtype Step: CustomStringConvertible & Sendable

  /// A fresh world: nothing loaded, a view attached as the module builder attaches it.
  init()

  /// One random step.
  static func randomStep(using generator: inout SeededGenerator) -> Step

  /// Performs `step` and lets the presenter handle everything it caused, so that the world is
  /// quiet (no answer in transit) when it returns.
  func perform(_ step: Step) async

  /// The invariants that hold after every step; one line per violation.
  func violations() -> [String]

  /// Drives the world to rest (answers every pending request with success, attaches a view if
  /// none is, sends what a visible screen gets) and returns the at-rest violations.
  func settle() async -> [String]

  /// Releases the module (a release step mid-sequence, or the runner at its end) and returns one
  /// line per object that outlived it or rule the release broke; a second call returns the first
  /// call's lines.
  func release() async -> [String]

  /// How many writes were in flight when the module was released: each was checked to run to its
  /// end and report to the world's `WriteOutcomes`. 0 before the release, or when none ran.
  var writesInFlightAtRelease: Int { get }
}
