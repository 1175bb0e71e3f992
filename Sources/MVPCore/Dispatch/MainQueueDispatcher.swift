import Dispatch

/// The production ``Dispatcher``: runs work inline when already on the main actor (the main
/// thread or the main queue), otherwise hops to the main queue with `DispatchQueue.main.async`.
///
/// Running inline on the main queue avoids a needless extra turn (and a frame of flicker) when a
/// service happens to call back on the main queue already. Work submitted from any one background
/// thread reaches the main queue in submission order, because `DispatchQueue.main` is serial and
/// FIFO. Never waits synchronously for the main queue, which deadlocks when called on it.
///
/// Cost (after one check that it is not `.default` inside a presenter test): on the main thread,
/// where an app's run loop drains the main queue, one comparison of the thread with the main
/// thread (`MainThread`: one libc call) and the call. On another thread, one read of the thread's
/// current dispatch queue too (a few nanoseconds: main-queue work runs on other threads under
/// `dispatchMain()`, as in `swift test` on Linux), then, off the main queue and out of line, the
/// exact queue-specific lookup that confirms it (tens of nanoseconds: `DispatchQueue.getSpecific`) and
/// exactly one `DispatchQueue.main.async` of `work` itself, with no wrapping closure and no check
/// on the main side. In every case `work` runs without `MainActor.assumeIsolated`, whose check
/// would establish again, more slowly, what is already known: code on the main thread or the main
/// queue is on the main actor, whose executor that queue is.
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
  /// The main-thread check, read once when the dispatcher is made, so that a dispatch reads no
  /// global.
  private let mainThread: MainThread
  /// The rest: whether a presenter test observes the dispatcher, its dispatcher, and the main
  /// queue's fast check. A reference, so that the dispatcher fits in an existential's inline
  /// buffer (an `any Dispatcher` holding it allocates no box).
  private let route: Route

  /// Creates the dispatcher: the main queue, wherever it is created.
  public init() {
    self.init(observed: nil)
  }

  /// The dispatcher behind `.default`: the main queue unless created inside a
  /// presenter test, where it is the test's.
  fileprivate static func resolvingDefault() -> MainQueueDispatcher {
    MainQueueDispatcher(observed: WorkObservation.observer?.defaultDispatcher)
  }

  private init(observed: (any Dispatcher)?) {
    mainThread = MainThread.current
    route = observed.map(Route.init(observed:)) ?? Route.main
  }

  /// Runs `work` on the main actor: inline if on the main thread or the main queue, otherwise
  /// asynchronously on the main queue (or hands it to the presenter test's dispatcher, for
  /// `.default` in a test).
  ///
  /// - Parameter work: The work to run on the main actor.
  public func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    // The common case in an app, on the main thread and not observed, first and alone: a short
    // leaf path with the queue checks, the hop and the test observer kept out of line.
    if !route.isObserved, mainThread.isCurrent || route.isMainQueueObject {
      return Self.nonisolated(work)()
    }
    dispatchOutOfLine(work)
  }

  @inline(never)
  private func dispatchOutOfLine(_ work: @escaping @MainActor @Sendable () -> Void) {
    if route.isObserved, let observed = route.observed { return observed.dispatch(work) }
    // Both paths run `work` only on the main queue, that is on the main actor; dropping the
    // isolation from its type is what `MainActor.assumeIsolated` does after its own check.
    // The fast checks already said no: only the queue-specific key is left to ask.
    if MainQueue.isCurrentByKey {
      Self.nonisolated(work)()
    } else {
      DispatchQueue.main.async(execute: Self.nonisolated(work))
    }
  }
}

extension MainQueueDispatcher {
  /// What the slower paths of a dispatcher read: the presenter test's dispatcher, or `nil` and
  /// the main queue's fast check. One instance serves every dispatcher of the main queue.
  private final class Route: Sendable {
    /// The route of every dispatcher of the main queue.
    static let main = Route(observed: nil)

    /// The presenter test's dispatcher, for `.default` created inside one; `nil` for the main
    /// queue.
    let observed: (any Dispatcher)?
    /// Whether ``observed`` is set: a flag the fast path tests without copying the existential.
    let isObserved: Bool
    /// The fast main-queue check, for main-queue work on another thread.
    let shortcut: MainQueue.Shortcut?

    /// Whether the thread runs work of the main queue object itself (the fast check; `false`
    /// where it is not available).
    @inline(__always)
    var isMainQueueObject: Bool { shortcut?.isCurrent ?? false }

    init(observed: (any Dispatcher)?) {
      self.observed = observed
      isObserved = observed != nil
      shortcut = MainQueue.shortcut
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
