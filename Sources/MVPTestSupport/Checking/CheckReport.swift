/// What a ``PresenterChecker`` run did: how many sequences and steps ran, how often the user left
/// the screen while a write ran, and the first failure.
public struct CheckReport: Sendable {
  /// The sequences run, the failing one included.
  public var sequencesRun = 0
  /// The random steps run in all.
  public var stepsRun = 0
  /// The sequences in which the presenter was released (the user left the screen) while a write
  /// ran: a declared write intent's work, or any `TaskScope` work of role `.write`. Those are the
  /// sequences that check "no write cancelled" at the release and, once the server answered
  /// the writes, "every write's outcome is told". Always 0 for a presenter without write
  /// intents, whose sequences never leave the screen before they rest.
  public var sequencesLeftWhileWriting = 0
  /// The writes that outlived their presenter (their `TaskScope` was released while they ran)
  /// and whose outcome was checked after the server answered them ("every write's outcome is
  /// told"), in all sequences.
  public var writesCheckedAfterLeaving = 0
  /// The first sequence that broke an invariant, or `nil` when none did.
  public var failure: CheckFailure?

  /// An empty report: nothing run, no failure.
  public init() {}
}
