/// A sequence of ``PresenterChecker`` that broke an invariant: its seed, its steps and the
/// shortest sequence found that still breaks it.
public struct CheckFailure: Sendable, CustomStringConvertible {
  /// The seed that drew the sequence; `run(seed:)` replays it alone.
  public let seed: UInt64
  /// The number of random steps drawn for the sequence.
  public let stepCount: Int
  /// The invariant broken, for example `"no progress at rest"`.
  public let invariant: String
  /// What broke it, in the failing sequence.
  public let detail: String
  /// What each step of the failing sequence did, in order (the module's building first, the
  /// rest and its checks last).
  public let steps: [String]
  /// What each step of the reduced sequence did: the fewest random steps found that still break
  /// the same invariant, with the building and the rest around them.
  public let reducedSteps: [String]
  /// What broke the invariant in the reduced sequence.
  public let reducedDetail: String
  /// The number of random steps in the reduced sequence.
  public let reducedCount: Int

  /// The report the checker records as a test failure: the seed, the invariant, the steps, the
  /// reduced sequence and how to replay it.
  public var description: String {
    """
    PresenterChecker: seed \(seed) broke "\(invariant)": \(detail)
    Steps (\(stepCount) drawn):
    \(Self.numbered(steps))
    Reduced to \(reducedCount) drawn steps, which break it with: \(reducedDetail)
    \(Self.numbered(reducedSteps))
    Replay this seed alone: run(steps: \(stepCount), seed: \(seed)), or MVP_CHECK_SEED=\(seed) \
    in the environment.
    """
  }

  private static func numbered(_ steps: [String]) -> String {
    steps.enumerated().map { "  \($0.offset). \($0.element)" }.joined(separator: "\n")
  }
}
