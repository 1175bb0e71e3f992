import Dispatch

/// The production ``Dispatcher``: runs work inline when already on the main queue, otherwise
/// hops there with `DispatchQueue.main.async`.
///
/// Running inline on the main queue avoids a needless extra turn (and a frame of flicker) when a
/// service happens to call back on the main queue already. Work submitted from any one background
/// thread reaches the main queue in submission order, because `DispatchQueue.main` is serial and
/// FIFO. Never waits synchronously for the main queue, which deadlocks when called on it.
///
/// Threading: ``dispatch(_:)`` may be called from any thread.
public struct MainQueueDispatcher: Dispatcher {
  /// Creates the dispatcher.
  public init() {}

  /// Runs `work` on the main actor: inline if on the main queue, otherwise asynchronously on it.
  ///
  /// - Parameter work: The work to run on the main actor.
  public func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    if MainQueue.isCurrent {
      MainActor.assumeIsolated { work() }
    } else {
      DispatchQueue.main.async {
        MainActor.assumeIsolated { work() }
      }
    }
  }
}

extension Dispatcher where Self == MainQueueDispatcher {
  /// The production dispatcher, ``MainQueueDispatcher``.
  public static var main: MainQueueDispatcher { MainQueueDispatcher() }
}
