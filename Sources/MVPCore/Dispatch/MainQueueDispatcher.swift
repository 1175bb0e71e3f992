import Dispatch

/// The production ``Dispatcher``: runs work inline when already on the main queue, otherwise
/// hops there with `DispatchQueue.main.async`.
///
/// Running inline on the main queue avoids a needless extra turn (and a frame of flicker) when a
/// service happens to call back on the main queue already. Work submitted from any one background
/// thread reaches the main queue in submission order, because `DispatchQueue.main` is serial and
/// FIFO. Never waits synchronously for the main queue, which deadlocks when called on it.
///
/// Cost (after one check that it is not `.default` inside a presenter test): on the main queue,
/// one queue-specific lookup (`MainQueue.isCurrent`, tens of nanoseconds:
/// `DispatchQueue.getSpecific` and its boxed value) and the call; from another thread,
/// exactly one `DispatchQueue.main.async` of `work` itself, with no wrapping closure and no check
/// on the main side. In both cases `work` runs without `MainActor.assumeIsolated`, whose check
/// would establish again, more slowly, what is already known: code on the main queue is on the
/// main actor, whose executor that queue is. The main-queue check cannot be cheaper: the
/// thread's main-thread flag is not the main queue on Linux (under `swift test` main-queue work
/// runs on another thread), and Dispatch offers no cheaper query.
///
/// Two spellings: `.main` (or `MainQueueDispatcher()`) is always the main queue; `.default`, the
/// default value of presenters' and builders' `dispatcher` parameters, is the main queue too in
/// an app, but inside an exhaustive presenter test of `MVPTestSupport` it is one that fails the
/// test when used: a test gives every presenter the dispatcher it drives (`.immediate` or a
/// `ManualDispatcher`), so that no answer reaches a presenter through a queue the test does not
/// control. It resolves when it is created.
///
/// Threading: ``dispatch(_:)`` may be called from any thread.
public struct MainQueueDispatcher: Dispatcher {
  private enum Target: Sendable {
    case mainQueue
    case observed(any Dispatcher)
  }

  private let target: Target

  /// Creates the dispatcher: the main queue, wherever it is created.
  public init() {
    target = .mainQueue
  }

  /// The dispatcher behind `.default`: the main queue unless created inside a
  /// presenter test, where it is the test's.
  fileprivate static func resolvingDefault() -> MainQueueDispatcher {
    MainQueueDispatcher(
      target: WorkObservation.observer.map { .observed($0.defaultDispatcher) } ?? .mainQueue)
  }

  private init(target: Target) {
    self.target = target
  }

  /// Runs `work` on the main actor: inline if on the main queue, otherwise asynchronously on it
  /// (or hands it to the presenter test's dispatcher, for `.default` in a test).
  ///
  /// - Parameter work: The work to run on the main actor.
  public func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    if case .observed(let dispatcher) = target { return dispatcher.dispatch(work) }
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
  /// The production dispatcher, ``MainQueueDispatcher``: always the main queue.
  public static var main: MainQueueDispatcher { MainQueueDispatcher() }

  /// The dispatcher for a parameter's default value (`dispatcher: any Dispatcher = .default`):
  /// ``MainQueueDispatcher``, the main queue in an app; in a presenter test, one that fails the
  /// test when used.
  public static var `default`: MainQueueDispatcher { .resolvingDefault() }
}
