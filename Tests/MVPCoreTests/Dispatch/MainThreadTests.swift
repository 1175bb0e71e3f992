import Dispatch
import Foundation
import MVPCore
import Testing

/// `MainThread` is `MainQueueDispatcher`'s first check: it must be available wherever the
/// package runs (or the dispatcher silently takes the slower queue checks everywhere), and it
/// must never answer yes on a thread that is not the process's main thread, whatever queue or
/// task runs there. Its yes on the main thread is proved by `mvp-bench`, which runs on the main
/// thread's run loop as an app does and stops when the check misses there (`swift test` on Linux
/// never runs test code on the main thread, which `dispatchMain()` parks).
@Suite struct MainThreadTests {
  @Test func theCheckIsAvailableHere() {
    #expect(MainThread.current.isAvailable)
  }

  @Test func noThreadOfAQueueOrTaskIsTheMainThreadUnlessTheProcessSaysSo() async {
    let onGlobal = await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: MainThread.current.isCurrent == Thread.isMainThread)
      }
    }
    let onSerial = await withCheckedContinuation { continuation in
      DispatchQueue(label: "MainThreadTests.serial").async {
        continuation.resume(returning: MainThread.current.isCurrent == Thread.isMainThread)
      }
    }
    let onDetachedTask = await Task.detached {
      MainThread.current.isCurrent == Thread.isMainThread
    }.value
    let onMainQueue = await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        continuation.resume(returning: MainThread.current.isCurrent == Thread.isMainThread)
      }
    }
    #expect(onGlobal)
    #expect(onSerial)
    #expect(onDetachedTask)
    #expect(onMainQueue)
  }

  @Test func aThreadOfItsOwnIsNotTheMainThread() async {
    let answer = await withCheckedContinuation { continuation in
      let thread = Thread { continuation.resume(returning: MainThread.current.isCurrent) }
      thread.start()
    }
    #expect(answer == false)
  }

  /// Under `swift test` the main actor's work runs where the main queue is drained: on the main
  /// thread (a run loop) or on another thread (`dispatchMain()`); either way the check agrees
  /// with Foundation's own answer, and the dispatcher runs the work inline.
  @MainActor @Test func onTheMainActorTheCheckAgreesWithFoundationAndTheDispatcherRunsInline() {
    #expect(MainThread.current.isCurrent == Thread.isMainThread)
    let calls = CallCount()
    MainQueueDispatcher.main.dispatch { calls.count += 1 }
    #expect(calls.count == 1)
  }
}

/// Counts the dispatcher's calls on the main actor.
@MainActor private final class CallCount {
  var count = 0
}

/// The checks the dispatcher keeps must leave it small enough for an existential's inline
/// buffer (three words): an `any Dispatcher` holding it then allocates no box.
@Suite struct MainQueueDispatcherSizeTests {
  @Test func theDispatcherFitsAnExistentialsInlineBuffer() {
    #expect(MemoryLayout<MainQueueDispatcher>.size <= 3 * MemoryLayout<Int>.size)
  }
}
