import Dispatch

/// Monotonic time in nanoseconds, from `DispatchTime` (available on every platform the package
/// supports, unlike `ContinuousClock` before iOS 16 / macOS 13).
enum Stopwatch {
  /// Nanoseconds since an arbitrary fixed point.
  static func now() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
  }

  /// Runs `body` and returns how long it took.
  ///
  /// - Parameter body: The work to time.
  /// - Returns: The elapsed nanoseconds.
  static func nanoseconds(_ body: () -> Void) -> Double {
    let start = now()
    body()
    return Double(now() - start)
  }
}
