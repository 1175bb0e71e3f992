import Dispatch

/// The production ``Dispatcher``: runs work inline when already on the main queue, otherwise
/// hops there with `DispatchQueue.main.async`.
///
/// Running inline on the main queue avoids a needless extra turn (and a frame of flicker) when a
/// service happens to call back on the main queue already. Work submitted from any one background
/// thread reaches the main queue in submission order, because `DispatchQueue.main` is serial and
/// FIFO. Never waits synchronously for the main queue, which deadlocks when called on it.
///
/// Cost: on the main queue, one queue-specific lookup (``MainQueue/isCurrent``, tens of
/// nanoseconds: `DispatchQueue.getSpecific` and its boxed value) and the call; from another thread,
/// exactly one `DispatchQueue.main.async` of `work` itself, with no wrapping closure and no check
/// on the main side. In both cases `work` runs without `MainActor.assumeIsolated`, whose check
/// would establish again, more slowly, what is already known: code on the main queue is on the
/// main actor, whose executor that queue is. The main-queue check cannot be cheaper: the
/// thread's main-thread flag is not the main queue on Linux (under `swift test` main-queue work
/// runs on another thread), and Dispatch offers no cheaper query.
///
/// Threading: ``dispatch(_:)`` may be called from any thread.
public struct MainQueueDispatcher: Dispatcher {
  /// Creates the dispatcher.
  public init() {}

  /// Runs `work` on the main actor: inline if on the main queue, otherwise asynchronously on it.
  ///
  /// - Parameter work: The work to run on the main actor.
  public func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    // Both paths run `work` only on the main queue, that is on the main actor; dropping the
    // isolation from its type is what `MainActor.assumeIsolated` does after its own check.
    if MainQueue.isCurrent {
      Self.nonisolated(work)()
    } else {
      DispatchQueue.main.async(execute: Self.nonisolated(work))
    }
  }
}

extension MainQueueDispatcher {
  /// `work` without its isolation in its type; call it on the main queue only.
  @inline(__always)
  fileprivate static func nonisolated(
    _ work: @escaping @MainActor @Sendable () -> Void
  ) -> @Sendable () -> Void {
    unsafeBitCast(work, to: (@Sendable () -> Void).self)
  }
}

extension Dispatcher where Self == MainQueueDispatcher {
  /// The production dispatcher, ``MainQueueDispatcher``.
  public static var main: MainQueueDispatcher { MainQueueDispatcher() }
}
