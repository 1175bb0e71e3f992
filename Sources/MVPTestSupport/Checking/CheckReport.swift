/// What a ``PresenterChecker`` run did: how many sequences and steps ran, and the first failure.
public struct CheckReport: Sendable {
  /// The sequences run, the failing one included.
  public var sequencesRun = 0
  /// The random steps run in all.
  public var stepsRun = 0
  /// The first sequence that broke an invariant, or `nil` when none did.
  public var failure: CheckFailure?

  /// An empty report: nothing run, no failure.
  public init() {}
}
