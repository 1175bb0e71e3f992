import MVPCore
import MVPScreenState
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct RefreshWaitersTests {
  let waiters = RefreshWaiters()

  /// Lets the tasks the test started run until `count` of them wait.
  private func yieldUntilWaiting(_ count: Int) async {
    while waiters.count < count { await Task.yield() }
  }

  @Test func resumeAllReturnsEveryWaitingTask() async {
    // One recorder per task: which task runs first is up to the executor.
    let firstReturned = CallRecorder<String>()
    let secondReturned = CallRecorder<String>()
    let first = Task {
      await waiters.wait()
      firstReturned.record("returned")
    }
    let second = Task {
      await waiters.wait()
      secondReturned.record("returned")
    }
    await yieldUntilWaiting(2)
    #expect(
      waiters.pendingWorkDescriptions == [
        "refresh() #0 waits for the refresh to end", "refresh() #1 waits for the refresh to end",
      ])
    firstReturned.expectNoCalls()
    secondReturned.expectNoCalls()

    waiters.resumeAll()
    await first.value
    await second.value

    firstReturned.expectCalls(["returned"])
    secondReturned.expectCalls(["returned"])
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
