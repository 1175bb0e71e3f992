/// The dispatcher a presenter or builder uses when its caller passes none
/// (`dispatcher: any Dispatcher = .default`).
///
/// In an app it is ``MainQueueDispatcher``. Inside an exhaustive presenter test of
/// `MVPTestSupport` it is one that fails the test when used: a test gives every presenter the
/// dispatcher it drives (`.immediate` or a `ManualDispatcher`), so that no answer reaches a
/// presenter through a queue the test does not control. It resolves when it is created.
///
/// Threading: ``dispatch(_:)`` may be called from any thread.
public struct DefaultDispatcher: Dispatcher {
  private enum Resolved: Sendable {
    case mainQueue
    case observed(any Dispatcher)
  }

  private let resolved: Resolved

  /// Creates the dispatcher: ``MainQueueDispatcher`` unless created inside a presenter test.
  public init() {
    resolved = WorkObservation.observer.map { .observed($0.defaultDispatcher) } ?? .mainQueue
  }

  /// Runs `work` on the main actor as ``MainQueueDispatcher`` does, or hands it to the test's
  /// dispatcher.
  ///
  /// - Parameter work: The work to run on the main actor.
  public func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    switch resolved {
    case .mainQueue: MainQueueDispatcher().dispatch(work)
    case .observed(let dispatcher): dispatcher.dispatch(work)
    }
  }
}

extension Dispatcher where Self == DefaultDispatcher {
  /// The dispatcher for a parameter's default value, ``DefaultDispatcher``: the main queue in an
  /// app; in a presenter test, one that fails the test when used.
  public static var `default`: DefaultDispatcher { DefaultDispatcher() }
}
