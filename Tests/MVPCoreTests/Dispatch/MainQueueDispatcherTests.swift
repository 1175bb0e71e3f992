import Dispatch
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct MainQueueDispatcherTests {
  struct Run: Equatable {
    let index: Int
    let onMainQueue: Bool
  }

  let recorder = CallRecorder<Run>()

  @Test func runsInlineWhenAlreadyOnTheMainQueue() {
    let dispatcher: any Dispatcher = .main
    dispatcher.dispatch { [recorder] in
      recorder.record(Run(index: 0, onMainQueue: MainQueue.isCurrent))
    }
    recorder.expectCalls([Run(index: 0, onMainQueue: true)])
  }

  @Test func runsInlineFromPlainMainQueueWork() async {
    let ranBeforeReturn = await withCheckedContinuation { continuation in
      DispatchQueue.main.async { [recorder] in
        MainQueueDispatcher().dispatch {
          recorder.record(Run(index: 0, onMainQueue: MainQueue.isCurrent))
        }
        let ran = MainActor.assumeIsolated { recorder.allCalls.count == 1 }
        continuation.resume(returning: ran)
      }
    }
    #expect(ranBeforeReturn)
    recorder.expectCalls([Run(index: 0, onMainQueue: true)])
  }

  @Test func hopsAsynchronouslyFromABackgroundThread() async {
    dispatchFromBackgroundThread(count: 1)
    // The main actor was busy with this test while the background thread dispatched, so work run
    // inline on that thread would already be recorded; work that hopped has not run yet.
    recorder.expectNoCalls()
    await recorder.waitForCalls(count: 1)
    recorder.expectCalls([Run(index: 0, onMainQueue: true)])
  }

  @Test func preservesSubmissionOrderFromOneBackgroundThread() async {
    dispatchFromBackgroundThread(count: 200)
    recorder.expectNoCalls()
    await recorder.waitForCalls(count: 200)
    recorder.expectCalls((0..<200).map { Run(index: $0, onMainQueue: true) })
  }

  /// Dispatches `count` numbered work items from one background thread and blocks the main actor
  /// until that thread has returned from its last `dispatch` (no timeout: the background thread
  /// never needs the main queue, so this cannot deadlock).
  private func dispatchFromBackgroundThread(count: Int) {
    let returned = DispatchSemaphore(value: 0)
    DispatchQueue.global().async { [recorder] in
      let dispatcher = MainQueueDispatcher()
      for index in 0..<count {
        dispatcher.dispatch {
          recorder.record(Run(index: index, onMainQueue: MainQueue.isCurrent))
        }
      }
      returned.signal()
    }
    returned.wait()
  }
}
