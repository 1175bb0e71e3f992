import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct RefreshWaitersTests {
  let waiters = RefreshWaiters()

  /// Lets the tasks the test started run until `count` of them wait.
  private func yieldUntilWaiting(_ count: Int) async {
    while waiters.count < count { await Task.yield() }
  }

  @Test func resumeAllReturnsEveryWaitingTask() async {
    let returned = CallRecorder<String>()
    let first = Task {
      await waiters.wait()
      returned.record("first")
    }
    let second = Task {
      await waiters.wait()
      returned.record("second")
    }
    await yieldUntilWaiting(2)
    returned.expectNoCalls()

    waiters.resumeAll()
    await first.value
    await second.value

    // Both return; which task runs first is up to the executor.
    #expect(returned.allCalls.sorted() == ["first", "second"])
    #expect(waiters.count == 0)
  }

  @Test func aCancelledTaskReturnsAndTheOthersKeepWaiting() async {
    let returned = CallRecorder<String>()
    let cancelled = Task {
      await waiters.wait()
      returned.record("cancelled")
    }
    let kept = Task {
      await waiters.wait()
      returned.record("kept")
    }
    await yieldUntilWaiting(2)

    cancelled.cancel()
    await cancelled.value

    returned.expectCalls(["cancelled"])
    #expect(waiters.count == 1)
    waiters.resumeAll()
    await kept.value
    returned.expectCalls(["kept"])
  }

  @Test func aTaskCancelledBeforeWaitingReturnsAtOnce() async {
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      await waiters.wait()
    }

    await task.value

    #expect(waiters.count == 0)
  }
}
