/// Any `Clock` whose instants are `WallClock.Instant`s, behind one type: `WallClock` in
/// production, `ManualClock` in tests. Lets a clock pass through module
/// builders and routers without making them generic.
///
/// Threading: a `Sendable` value; use from any thread.
public struct AnyWallClock: Clock, Sendable {
  /// The clock's instant type, shared with `WallClock`.
  public typealias Instant = WallClock.Instant

  private let current: @Sendable () -> Instant
  private let sleeper: @Sendable (Instant, Duration?) async throws -> Void
  private let resolution: Duration

  /// Wraps `clock`.
  ///
  /// - Parameter clock: The clock to read and sleep on.
  public init<C: Clock>(_ clock: C) where C.Instant == WallClock.Instant {
    current = { clock.now }
    sleeper = { deadline, tolerance in try await clock.sleep(until: deadline, tolerance: tolerance)
    }
    resolution = clock.minimumResolution
  }

  /// The wall clock: `AnyWallClock(WallClock())`.
  public static var wall: AnyWallClock {
    AnyWallClock(WallClock())
  }

  /// The wrapped clock's current instant.
  public var now: Instant {
    current()
  }

  /// The wrapped clock's resolution.
  public var minimumResolution: Duration {
    resolution
  }

  /// Sleeps on the wrapped clock until `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: The instant to wake at.
  ///   - tolerance: How late the wake-up may be; `nil` for the clock's default.
  /// - Throws: `CancellationError` when the task is cancelled while sleeping.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await sleeper(deadline, tolerance)
  }
}
