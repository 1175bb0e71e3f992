#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Detects whether code is running on the process's main thread, in about a nanosecond: the
/// shortcut ``MainQueueDispatcher`` tries before any queue check.
///
/// Code on the main thread is on the main actor. The main queue is drained there or nowhere
/// else at the same time: by the run loop of an app (UIKit, AppKit, SwiftUI, `RunLoop.main`),
/// and under `dispatchMain()` not at all on that thread, which libdispatch parks for good (its
/// work then runs on other threads, where this check says no and the queue checks of
/// ``MainQueue`` answer). Swift's runtime draws the same conclusion: outside any task it treats
/// the main thread as the main actor's executor (`swift_task_isCurrentExecutor`, and so
/// `MainActor.assumeIsolated`).
///
/// - On Apple platforms: `pthread_main_np()`.
/// - On Linux with glibc: the thread is the one Foundation's CoreFoundation recorded as the main
///   thread when it was loaded (`_CFMainPThread`, found once with `dlsym`). Where that symbol is
///   not found (a static program that exports no symbols) or on other C libraries, the check is
///   not available and says no, so that only the queue checks run.
///
/// Threading: safe from any thread; a value, read once and kept by callers that check often.
package struct MainThread: Sendable {
  #if canImport(Darwin)
    /// Whether the caller runs on the main thread.
    @inline(__always)
    package var isCurrent: Bool { pthread_main_np() != 0 }

    /// Whether the check can answer yes anywhere.
    package var isAvailable: Bool { true }

    fileprivate static func resolve() -> MainThread { MainThread() }
  #elseif canImport(Glibc)
    /// The main thread's `pthread_t`, or 0 when it is not known.
    private let thread: pthread_t

    /// Whether the caller runs on the main thread; `false` where the check is not available.
    /// glibc's `pthread_t` is the address of the thread's descriptor, and its `pthread_equal`
    /// compares the two values: the comparison is written out here, which saves a call.
    @inline(__always)
    package var isCurrent: Bool { thread != 0 && pthread_self() == thread }

    /// Whether the check can answer yes anywhere (the main thread is known).
    package var isAvailable: Bool { thread != 0 }

    fileprivate static func resolve() -> MainThread {
      guard let symbol = ProcessSymbol.address(of: "_CFMainPThread") else {
        return MainThread(thread: 0)
      }
      return MainThread(thread: symbol.load(as: pthread_t.self))
    }
  #else
    /// Whether the caller runs on the main thread: never answered here.
    package var isCurrent: Bool { false }

    /// Whether the check can answer yes anywhere: not on this C library.
    package var isAvailable: Bool { false }

    fileprivate static func resolve() -> MainThread { MainThread() }
  #endif

  /// The check, resolved once per process.
  package static let current = resolve()
}
