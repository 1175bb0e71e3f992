import Dispatch
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct ManualDispatcherTests {
  let dispatcher = ManualDispatcher()
  let recorder = CallRecorder<Int>()

  @Test func holdsWorkUntilTheTestRunsItInOrder() {
    for number in 1...3 {
      dispatcher.dispatch { [recorder] in recorder.record(number) }
    }
    recorder.expectNoCalls()
    #expect(dispatcher.pendingCount == 3)
    #expect(
      dispatcher.pendingWorkDescriptions == [
        "dispatched work item #1 has not run",
        "dispatched work item #2 has not run",
        "dispatched work item #3 has not run",
      ])

    #expect(dispatcher.runNext())
    recorder.expectCalls([1])
    #expect(dispatcher.pendingCount == 2)
    #expect(dispatcher.runAll() == 2)
    recorder.expectCalls([2, 3])
    #expect(dispatcher.runNext() == false)
    #expect(dispatcher.runAll() == 0)
    #expect(dispatcher.pendingWorkDescriptions == [])
  }

  @Test func runAllAlsoRunsWorkQueuedWhileRunning() {
    let dispatcher = self.dispatcher
    dispatcher.dispatch { [recorder] in
      recorder.record(1)
      dispatcher.dispatch { recorder.record(3) }
    }
    dispatcher.dispatch { [recorder] in recorder.record(2) }
    #expect(dispatcher.runAll() == 3)
    recorder.expectCalls([1, 2, 3])
  }

  @Test func acceptsWorkFromABackgroundThread() async {
    let dispatcher = self.dispatcher
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { [recorder] in
        for number in 1...2 {
          dispatcher.dispatch { recorder.record(number) }
        }
        continuation.resume()
      }
    }
    recorder.expectNoCalls()
    #expect(dispatcher.pendingCount == 2)
    dispatcher.runAll()
    recorder.expectCalls([1, 2])
  }
}
