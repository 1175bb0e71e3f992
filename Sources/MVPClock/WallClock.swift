import Foundation

/// A `Clock` that tells wall-clock time (`Date`), for deadlines that come from a server as
/// dates: a sale that ends at 12:00 UTC ends then, whatever the device did meanwhile.
///
/// `ContinuousClock` is the right clock for durations measured on the device; this one is for
/// instants agreed with the outside world. Sleeping until an instant sleeps for the wall-clock
/// time left when the sleep starts (on `ContinuousClock`), so a device clock changed during the
/// sleep (set back an hour, say) is noticed when the sleeper wakes and reads ``now`` again: code
/// that sleeps in steps, like a countdown, corrects itself at its next step.
///
/// Tests use ``ManualClock``, which has the same ``Instant`` and moves only when
/// told to.
///
/// Threading: a `Sendable` value; use from any thread.
public struct WallClock: Clock, Sendable {
  /// A moment of wall-clock time.
  public struct Instant: InstantProtocol, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The moment as a `Date`.
    public var date: Date

    /// Creates an instant.
    ///
    /// - Parameter date: The moment.
    public init(_ date: Date) {
      self.date = date
    }

    /// The instant `duration` later (earlier when negative).
    ///
    /// - Parameter duration: The offset.
    /// - Returns: The moved instant.
    public func advanced(by duration: Duration) -> Instant {
      Instant(date.addingTimeInterval(duration.timeInterval))
    }

    /// The time from this instant to `other`, negative when `other` is earlier.
    ///
    /// - Parameter other: The other instant.
    /// - Returns: The duration between them, to the nanosecond.
    public func duration(to other: Instant) -> Duration {
      .seconds(other.date.timeIntervalSince(date))
    }

    /// Whether `lhs` is earlier than `rhs`.
    ///
    /// - Parameters:
    ///   - lhs: An instant.
    ///   - rhs: Another instant.
    /// - Returns: `true` when `lhs` comes first.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.date < rhs.date
    }

    /// The date in ISO 8601 form, for logs and test failures.
    public var description: String {
      date.formatted(.iso8601)
    }
  }

  /// Creates the clock.
  public init() {}

  /// The current wall-clock time.
  public var now: Instant {
    Instant(Date())
  }

  /// The clock's resolution: one millisecond is the most any caller of this clock needs.
  public var minimumResolution: Duration {
    .milliseconds(1)
  }

  /// Sleeps until `deadline` by the wall clock, as measured when the sleep starts.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at; one already past returns at once.
  ///   - tolerance: How late the wake-up may be; `nil` for the system's default.
  /// - Throws: `CancellationError` when the task is cancelled while sleeping.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    let remaining = now.duration(to: deadline)
    guard remaining > .zero else {
      try Task.checkCancellation()
      return
    }
    try await ContinuousClock().sleep(for: remaining, tolerance: tolerance)
  }
}

extension Duration {
  /// The duration in seconds, as Foundation measures time intervals.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}
