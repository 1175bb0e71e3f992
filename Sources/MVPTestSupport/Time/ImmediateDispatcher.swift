import MVPCore

/// A `Dispatcher` that runs work inline, for tests whose stubs call back on the main actor.
///
/// Traps (through `MainActor.assumeIsolated`) if ``dispatch(_:)`` is called off the main actor:
/// a test using it must call back from the main actor, which is what makes it deterministic. To
/// control when callbacks run, use ``ManualDispatcher`` instead.
public struct ImmediateDispatcher: Dispatcher {
  /// Creates the dispatcher.
  public init() {}

  /// Runs `work` now, on the caller's thread, which must be the main actor's.
  ///
  /// - Parameter work: The work to run.
  public func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    MainActor.assumeIsolated { work() }
  }
}

extension Dispatcher where Self == ImmediateDispatcher {
  /// A dispatcher that runs work inline, ``ImmediateDispatcher``; for tests.
  public static var immediate: ImmediateDispatcher { ImmediateDispatcher() }
}
