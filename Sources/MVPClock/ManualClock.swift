import Foundation
import MVPCore

/// A `Clock` that moves only when told: ``advance(by:)`` and ``set(to:)``. For tests, previews and
/// scripted runs (the demo's scripted mode, whose `wait 90` advances it), where time must be
/// exact and repeatable. Its instants are ``WallClock/Instant``s, so code written for
/// ``WallClock`` (deadlines that are server dates) runs against it unchanged.
///
/// A task sleeping on it wakes when the clock reaches its deadline, in deadline order, never
/// through real time; a cancelled sleeper wakes at once with `CancellationError`. To step code
/// that sleeps in a loop deterministically, advance the clock, then wait until the code went back
/// to sleep:
///
/// ```swift
/// clock.advance(by: .seconds(1))        // wakes the countdown's sleep
/// await clock.waitForSleepers(1)         // it showed the tick and sleeps again
/// ```
///
/// Inside an exhaustive presenter test (`PresenterTest`) the clock takes part as the stubs do: a
/// task still sleeping on it when the test ends fails the test (running work: stop the code that
/// sleeps, or let it end); a sleep of a presenter's `TaskScope` work waits for the test, which
/// alone moves the clock, so the test's waits fail at once instead of hanging on it; and
/// ``waitForSleepers(_:fileID:filePath:line:column:)`` fails at once when no work can go to sleep
/// any more.
///
/// Threading: safe from any thread; sleepers are resumed on the thread that moves the clock.
public final class ManualClock: Clock, @unchecked Sendable {
  /// The clock's instant type, shared with `WallClock`.
  public typealias Instant = WallClock.Instant

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// The observed work that sleeps, inside a presenter test.
    let work: WorkID?
  }

  private struct Waiter {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  // All mutable state is guarded by `lock`.
  private let lock = NSLock()
  private var current: Instant
  private var sleepers: [Sleeper] = []
  private var waiters: [Waiter] = []
  private var nextID = 0
  private var woken = 0
  /// The presenter test watching the clock, if it was created inside one.
  private let observer = WorkObservation.observer

  /// Creates a clock showing `now`; inside a presenter test it registers with the test.
  ///
  /// - Parameter now: The starting instant; defaults to 2026-01-01T00:00:00Z.
  public init(now: Instant = Instant(Date(timeIntervalSince1970: 1_767_225_600))) {
    current = now
    observer?.holderCreated("ManualClock") { [weak self] in self?.sleepingWork ?? [] }
  }

  /// The clock's current instant.
  public var now: Instant {
    locked { current }
  }

  /// One nanosecond: the clock is exact.
  public var minimumResolution: Duration {
    .nanoseconds(1)
  }

  /// The number of tasks sleeping on the clock now.
  public var sleeperCount: Int {
    locked { sleepers.count }
  }

  /// The deadlines of the tasks sleeping now, earliest first.
  public var sleeperDeadlines: [Instant] {
    locked { sleepers.map(\.deadline).sorted() }
  }

  /// The number of sleeps that ended because the clock reached their deadline.
  public var wakeCount: Int {
    locked { woken }
  }

  /// Sleeps until the clock reaches `deadline` (at once when it already has).
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: Ignored: the clock is exact.
  /// - Throws: `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let work = WorkObservation.currentWork
    let id = locked { () -> Int in
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let resume: Bool = locked {
          if current >= deadline {
            woken += 1
            return true
          }
          // Marked in the same step that makes the task a sleeper, so that no move of the clock
          // comes before the mark.
          work.map { $0.observer.work($0, waitsFor: "ManualClock to reach \(deadline)") }
          sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, work: work))
          return false
        }
        if resume {
          continuation.resume()
        } else {
          changed()
        }
      }
    } onCancel: {
      let sleeper = locked { () -> Sleeper? in
        guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return sleepers.remove(at: index)
      }
      guard let sleeper else { return }
      sleeper.work.map { $0.observer.workResumed($0) }
      sleeper.continuation.resume(throwing: CancellationError())
      changed()
    }
  }

  /// Moves the clock forward by `duration`, waking every sleeper whose deadline it reaches, in
  /// deadline order.
  ///
  /// - Parameter duration: How far to move, zero or more; a negative duration moves back (see
  ///   ``set(to:)``).
  public func advance(by duration: Duration) {
    set(to: now.advanced(by: duration))
  }

  /// Sets the clock to `instant`, forward or back (a device whose clock was changed). Moving
  /// forward wakes the sleepers whose deadline is reached; moving back wakes none: they sleep
  /// until the clock reaches their deadline again.
  ///
  /// - Parameter instant: The new current instant.
  public func set(to instant: Instant) {
    let due = locked { () -> [Sleeper] in
      current = instant
      let due = sleepers.filter { $0.deadline <= instant }.sorted { $0.deadline < $1.deadline }
      sleepers.removeAll { $0.deadline <= instant }
      woken += due.count
      return due
    }
    for sleeper in due {
      sleeper.work.map { $0.observer.workResumed($0) }
      sleeper.continuation.resume()
    }
    if !due.isEmpty { changed() }
  }

  /// Waits until at least `count` tasks sleep on the clock, for example until code woken by
  /// ``advance(by:)`` went back to sleep.
  ///
  /// Inside a presenter test it fails at once when the sleepers cannot come: every piece of
  /// observed work left sleeps on the clock or waits for a stub call, so only the waiting test
  /// could change anything (the code stopped ticking, or was never started). Elsewhere it never
  /// times out.
  ///
  /// - Parameters:
  ///   - count: The number of sleepers to wait for, 1 or more.
  ///   - fileID: The caller's `#fileID`, for the failure when the sleepers cannot come.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitForSleepers(
    _ count: Int,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let observer {
      _ = await observer.wait(
        until: { self.sleeperCount >= count }, waiting: "waitForSleepers(\(count)) of ManualClock",
        detail: { "It has \(self.sleeperCount) sleepers; it shows \(self.now)." }, fileID: fileID,
        filePath: filePath, line: line, column: column)
      return
    }
    await withCheckedContinuation { continuation in
      let ready = locked { () -> Bool in
        if sleepers.count >= count { return true }
        waiters.append(Waiter(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  /// One line per task sleeping now, for the end of a presenter test.
  private var sleepingWork: [String] {
    let (deadlines, shown) = locked { (sleepers.map(\.deadline).sorted(), current) }
    return deadlines.map { "a task sleeps until \($0) (the clock shows \(shown))" }
  }

  /// Resumes the waits whose count is reached, and tells a presenter test's waits.
  private func changed() {
    let ready = locked { () -> [Waiter] in
      let ready = waiters.filter { $0.count <= sleepers.count }
      waiters.removeAll { $0.count <= sleepers.count }
      return ready
    }
    for waiter in ready { waiter.continuation.resume() }
    observer?.changed()
  }

  private func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }
}
