import MVPCore

/// What a ``TestLedger`` follows of writes for ``PresenterChecker``: the work a write intent
/// started while it ran, whether each piece called a stub, what was cancelled, and the writes
/// that outlived their presenter and where their outcome went. A value kept under the ledger's
/// lock.
struct CheckedWrites {
  /// The intent running now, while ``begin(_:as:)`` and ``end()`` bracket it.
  private var running: (role: IntentRole, intent: String, started: [Int])?
  /// The write intent that started each piece of work still followed, by work number.
  private var intents: [Int: String] = [:]
  private var reachedService: Set<Int> = []
  private var cancelledWork: Set<Int> = []
  private var cancelledWrites: [String] = []
  private var endedWithoutService: [String] = []
  /// The writes whose scope was released while they ran, by number, with their description.
  private var outlived: [Int: String] = [:]
  private var ended: Set<Int> = []
  /// The work whose outcome went to its scope's `WriteOutcomes` (its owner was gone).
  private var toldTheOutcomes: Set<Int> = []

  /// An intent of `role`, described as `intent`, starts running.
  mutating func begin(_ role: IntentRole, as intent: String) {
    running = (role, intent, [])
  }

  /// The intent ended; returns the numbers of the work started while it ran.
  mutating func end() -> [Int] {
    defer { running = nil }
    return running?.started ?? []
  }

  /// Work `number` started: a write intent running now started it.
  mutating func started(_ number: Int) {
    guard var current = running else { return }
    current.started.append(number)
    running = current
    if current.role == .write { intents[number] = current.intent }
  }

  /// Work `number` called a stub.
  mutating func calledService(_ number: Int) {
    reachedService.insert(number)
  }

  /// Work `number`, described as `description`, of role `role`, was cancelled by its scope.
  /// Returns whether the user asked for it (a cancel intent runs).
  mutating func cancelled(_ number: Int, description: String, role: WorkRole) -> Bool {
    cancelledWork.insert(number)
    if running?.role == .cancel { return true }
    // A write that runs as a write is reported as a cancelled write already.
    if role != .write, let intent = intents[number] {
      cancelledWrites.append("\(description), started by '\(intent)' (a write intent) as a read,")
    }
    return false
  }

  /// The scope of work `number`, described as `description`, was released while it ran, and
  /// cancelled it (a read).
  mutating func abandoned(_ number: Int, description: String) {
    cancelledWork.insert(number)
    guard let intent = intents[number] else { return }
    cancelledWrites.append("\(description), started by '\(intent)' (a write intent) as a read,")
  }

  /// The scope of the write `number`, described as `description`, was released while it ran: it
  /// runs on.
  mutating func outlived(_ number: Int, description: String) {
    outlived[number] = description
  }

  /// The app was killed while the work numbered in `numbers` ran: it never runs again, so it is
  /// no write that outlived its presenter and must tell its outcome, nor one still followed.
  mutating func kill(_ numbers: Set<Int>) {
    for number in numbers {
      outlived[number] = nil
      intents[number] = nil
    }
  }

  /// The outcome of work `number` went to its scope's `WriteOutcomes`.
  mutating func toldTheOutcomes(_ number: Int) {
    toldTheOutcomes.insert(number)
  }

  /// Work `number`, described as `description`, ended.
  mutating func ended(_ number: Int, description: String) {
    ended.insert(number)
    guard let intent = intents.removeValue(forKey: number) else { return }
    guard !reachedService.contains(number), !cancelledWork.contains(number) else { return }
    endedWithoutService.append("\(description), started by '\(intent)' (a write intent),")
  }

  /// The number of writes whose scope was released while they ran.
  var outlivedCount: Int { outlived.count }

  /// Whether work `number` was cancelled by its scope.
  func wasCancelled(_ number: Int) -> Bool {
    cancelledWork.contains(number)
  }

  /// The write intents' work cancelled, and ended without calling a stub, since the last call.
  mutating func takeProblems() -> (cancelled: [String], withoutService: [String]) {
    defer {
      cancelledWrites.removeAll()
      endedWithoutService.removeAll()
    }
    return (cancelledWrites, endedWithoutService)
  }

  /// The writes that outlived their scope whose outcome was told to no `WriteOutcomes` (still
  /// running, or ended without telling), and how many outcomes went to a `WriteOutcomes` in all.
  func untoldOutcomes() -> (untold: [String], told: Int) {
    let untold = outlived.sorted { $0.key < $1.key }.compactMap { number, description in
      if !ended.contains(number) {
        return "\(description) still runs after its presenter was "
          + "released and every call was answered"
      }
      if !toldTheOutcomes.contains(number) && !cancelledWork.contains(number) {
        return "\(description) ended after its presenter was released, and its outcome was told "
          + "to no WriteOutcomes"
      }
      return nil
    }
    return (untold, toldTheOutcomes.count)
  }
}
