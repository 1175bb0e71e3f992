import MVPCore

/// What a ``TestLedger`` follows for ``PresenterChecker`` of the work the user's intents start: the
/// work a write intent started while it ran, whether each piece called a stub, and what was
/// cancelled. A value kept under the ledger's lock.
struct IntentWork {
  /// The intent running now, while ``begin(_:as:)`` and ``end()`` bracket it.
  private var running: (role: IntentRole, intent: String, started: [Int])?
  /// The write intent that started each piece of work still followed, by work number.
  private var writes: [Int: String] = [:]
  private var reachedService: Set<Int> = []
  private var cancelledWork: Set<Int> = []
  private var cancelledWrites: [String] = []
  private var endedWithoutService: [String] = []

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
    if current.role == .write { writes[number] = current.intent }
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
    if role != .write, let intent = writes[number] {
      cancelledWrites.append("\(description), started by '\(intent)' (a write intent) as a read,")
    }
    return false
  }

  /// Work `number`, described as `description`, ended.
  mutating func ended(_ number: Int, description: String) {
    guard let intent = writes.removeValue(forKey: number) else { return }
    guard !reachedService.contains(number), !cancelledWork.contains(number) else { return }
    endedWithoutService.append("\(description), started by '\(intent)' (a write intent),")
  }

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
}
