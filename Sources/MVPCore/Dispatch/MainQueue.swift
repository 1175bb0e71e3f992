import Dispatch

/// Detects whether code is running on the main dispatch queue.
///
/// Uses a `DispatchSpecificKey` set on `DispatchQueue.main`, not `Thread`'s main-thread flag: under
/// `swift test` on Linux main-queue work may run on a thread that is not the process's main
/// thread, while the queue-specific value is reliable everywhere.
package enum MainQueue {
  private static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// Whether the caller is running on the main dispatch queue (and so on the main actor).
  ///
  /// Threading: safe from any thread.
  package static var isCurrent: Bool {
    DispatchQueue.getSpecific(key: key) == 1
  }
}
