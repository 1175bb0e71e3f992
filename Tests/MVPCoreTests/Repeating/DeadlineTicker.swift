import MVPClock

/// An owner ticked by a deadline repetition (`repeating(_:clock:owner:wakingAt:)`): records the
/// instant of each tick on its clock and returns its deadlines in order, then `nil`.
@MainActor
final class DeadlineTicker {
  private let clock: ManualClock
  private var deadlines: [WallClock.Instant]
  /// The clock's instant at each tick, in order.
  private(set) var tickedAt: [WallClock.Instant] = []

  init(clock: ManualClock, deadlines: [WallClock.Instant]) {
    self.clock = clock
    self.deadlines = deadlines
  }

  func tick() -> WallClock.Instant? {
    tickedAt.append(clock.now)
    return deadlines.isEmpty ? nil : deadlines.removeFirst()
  }
}
