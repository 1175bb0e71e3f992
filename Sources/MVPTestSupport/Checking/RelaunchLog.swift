/// What a ``PresenterChecker`` sequence follows for its relaunch step: the calls the user's writes
/// sent, which no relaunched presenter may send again by itself ("no write sent twice"), and how
/// many kills it made.
struct RelaunchLog {
  /// The role of the intent the current step performs, while it runs; `nil` in other steps.
  var intentRole: IntentRole?
  /// The work started by write intents, by the ledger's number: its calls are the user's writes.
  var writeWork: Set<Int> = []
  /// The calls the user's write intents sent in the app's lives so far, by stub name and request
  /// described, with the step that sent them.
  var sentThisLife: [String: String] = [:]
  /// The calls the user's write intents sent before the last kill.
  var sentBeforeTheKill: [String: String] = [:]
  /// The kills made so far.
  var kills = 0
  /// The kills made while work a write intent started still ran.
  var killsWhileWriting = 0
  /// The relaunches that came to rest and were compared with the screen before the kill.
  var relaunchesCompared = 0
}
