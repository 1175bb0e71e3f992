import Dispatch

/// Detects whether code is running on the main dispatch queue.
///
/// Two checks, the first one only a shortcut for the second:
/// - **Fast:** the queue the thread is draining is the main queue object itself (libdispatch's
///   `dispatch_get_current_queue()` compared with `_dispatch_main_q`, the object behind
///   `DispatchQueue.main`). It reads the thread's current queue and nothing else: a few
///   nanoseconds. Both symbols are found once, with `dlsym`; where they are not found (a statically
///   linked program that exports no symbols) only the second check runs.
/// - **Exact:** a `DispatchSpecificKey` set on `DispatchQueue.main`, which also holds inside work
///   of a queue that targets the main queue (libdispatch looks the key up along the target
///   chain). It costs tens of nanoseconds (a lock in libdispatch and a boxed value), so it runs
///   only when the fast check fails, that is off the main queue, where the caller is about to
///   hop there anyway.
///
/// The fast check answers `true` only when the exact one does (the main queue holds the key), so
/// together they answer exactly as the exact check alone. Neither uses `Thread`'s main-thread
/// flag: under `swift test` on Linux main-queue work may run on a thread that is not the process's
/// main thread, while the current queue and the queue-specific value are reliable everywhere.
package enum MainQueue {
  private static let key: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
  }()

  /// The fast check, when libdispatch's `dispatch_get_current_queue` and main queue object are
  /// found; a caller that checks often may keep it (``MainQueueDispatcher`` does).
  package static let shortcut = Shortcut.resolve()

  /// Whether the caller is running on the main dispatch queue (and so on the main actor).
  ///
  /// Threading: safe from any thread.
  package static var isCurrent: Bool {
    if let shortcut, shortcut.isCurrent { return true }
    return isCurrentByKey
  }

  /// The exact check alone, without the shortcut; for tests that compare the two.
  package static var isCurrentByKey: Bool {
    DispatchQueue.getSpecific(key: key) == 1
  }

  /// The fast check alone: `nil` where it is not available, else whether the thread drains the
  /// main queue object itself; for tests that compare the two.
  package static var isCurrentByQueue: Bool? {
    shortcut?.isCurrent
  }
}

extension MainQueue {
  /// libdispatch's current-queue query and the main queue's object, found once by name: the fast
  /// check, which answers `true` only on the main queue object itself.
  package struct Shortcut: @unchecked Sendable {
    typealias Query = @convention(c) () -> UnsafeMutableRawPointer?

    /// `dispatch_get_current_queue`: the queue whose work the thread runs (a root queue when
    /// none).
    private let query: Query
    /// `&_dispatch_main_q`, what `dispatch_get_main_queue()` returns.
    private let main: UnsafeMutableRawPointer

    /// Whether the thread is running work of the main queue object itself.
    @inline(__always)
    package var isCurrent: Bool { query() == main }

    fileprivate static func resolve() -> Shortcut? {
      // Make sure libdispatch is loaded and initialised before asking it anything.
      _ = DispatchQueue.main
      guard let query = ProcessSymbol.address(of: "dispatch_get_current_queue"),
        let main = ProcessSymbol.address(of: "_dispatch_main_q")
      else { return nil }
      return Shortcut(query: unsafeBitCast(query, to: Query.self), main: main)
    }
  }
}
