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
/// one read of the thread's current dispatch queue (`MainQueue.isCurrent`, a few nanoseconds)
/// and the call; from another thread, that read, the exact queue-specific lookup that confirms it
/// (tens of nanoseconds: `DispatchQueue.getSpecific`), and exactly one `DispatchQueue.main.async`
/// of `work` itself, with no wrapping closure and no check on the main side. In both cases `work`
/// runs without `MainActor.assumeIsolated`, whose check would establish again, more slowly, what
/// is already known: code on the main queue is on the main actor, whose executor that queue is.
/// The thread's main-thread flag is not used: it is not the main queue on Linux (under
/// `swift test` main-queue work runs on another thread).
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
  /// The presenter test's dispatcher, for `.default` created inside one; `nil` for the main
  /// queue. A reference, so that the dispatcher fits in an existential's inline buffer (an
  /// `any Dispatcher` holding it allocates no box).
  private let observed: ObservedDispatcher?
  /// The fast main-queue check, read once when the dispatcher is made, so that a dispatch reads
  /// no global.
  private let shortcut: MainQueue.Shortcut?

  /// Creates the dispatcher: the main queue, wherever it is created.
  public init() {
    self.init(observed: nil)
  }

  /// The dispatcher behind `.default`: the main queue unless created inside a
  /// presenter test, where it is the test's.
  fileprivate static func resolvingDefault() -> MainQueueDispatcher {
    MainQueueDispatcher(observed: WorkObservation.observer.map { ObservedDispatcher($0) })
  }

  private init(observed: ObservedDispatcher?) {
    self.observed = observed
    shortcut = MainQueue.shortcut
  }

  /// Runs `work` on the main actor: inline if on the main queue, otherwise asynchronously on it
  /// (or hands it to the presenter test's dispatcher, for `.default` in a test).
  ///
  /// - Parameter work: The work to run on the main actor.
  public func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    // The common case, on the main queue and not observed, first and alone: a short leaf path
    // with the queue hop, the test observer and the slower key check kept out of line.
    if observed == nil, let shortcut, shortcut.isCurrent { return Self.nonisolated(work)() }
    dispatchOutOfLine(work)
  }

  @inline(never)
  private func dispatchOutOfLine(_ work: @escaping @MainActor @Sendable () -> Void) {
    if let observed { return observed.dispatcher.dispatch(work) }
    // Both paths run `work` only on the main queue, that is on the main actor; dropping the
    // isolation from its type is what `MainActor.assumeIsolated` does after its own check. The
    // shortcut already said no (or is missing): only the queue-specific key is left to ask.
    if MainQueue.isCurrentByKey {
      Self.nonisolated(work)()
    } else {
      DispatchQueue.main.async(execute: Self.nonisolated(work))
    }
  }
}

/// The dispatcher a presenter test gives `.default`, boxed.
private final class ObservedDispatcher: Sendable {
  let dispatcher: any Dispatcher

  init(_ observer: any WorkObserver) {
    dispatcher = observer.defaultDispatcher
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
