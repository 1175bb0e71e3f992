import Dispatch
import MVPCore

/// The demo's `Dispatcher`: like `MainQueueDispatcher` it runs work on the
/// main queue, and after each work item it tells a ``DeliveryMonitor``, so that the runner knows
/// when completion-handler answers have reached the presenters.
///
/// Work always hops through `DispatchQueue.main.async`, even from the main queue, so every
/// delivery is a separate, observable step. Work from one thread runs in submission order.
///
/// Threading: ``dispatch(_:)`` may be called from any thread.
public struct NotifyingDispatcher: Dispatcher {
  /// The monitor told about each delivery.
  public let monitor: DeliveryMonitor

  /// Creates a dispatcher.
  ///
  /// - Parameter monitor: The monitor to tell about each delivery.
  public init(monitor: DeliveryMonitor) {
    self.monitor = monitor
  }

  /// Runs `work` on the main actor, later, then records the delivery.
  ///
  /// - Parameter work: The work to run.
  public func dispatch(_ work: @escaping @MainActor @Sendable () -> Void) {
    let monitor = monitor
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        work()
        monitor.recordDelivery()
      }
    }
  }
}
