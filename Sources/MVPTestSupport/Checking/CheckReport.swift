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
  /// The times the app was killed and relaunched (the checker's relaunch step), in all
  /// sequences.
  public var relaunches = 0
  /// The relaunches whose kill came while work a write intent started still ran: those that
  /// check that the relaunched presenter does not send the write again by itself ("no write
  /// sent twice"). Always 0 for a presenter without write intents.
  public var relaunchesWhileWriting = 0
  /// The relaunches whose screen came to rest before the sequence went on, and was compared
  /// with the screen before the kill ("the same screen comes back", and the invariants made
  /// with ``PresenterInvariant/comesBack(_:_:)``).
  public var relaunchesComparedAtRest = 0
  /// The first sequence that broke an invariant, or `nil` when none did.
  public var failure: CheckFailure?

  /// An empty report: nothing run, no failure.
  public init() {}
}
