import Dispatch
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct MainQueueDispatcherDefaultTests {
  let recorder = CallRecorder<Int>()

  @Test func outsideAPresenterTestItIsTheMainQueue() async {
    let dispatcher: any Dispatcher = .default
    dispatcher.dispatch { [recorder] in recorder.record(1) }
    recorder.expectCalls([1])
    let recorder = self.recorder
    DispatchQueue.global().async {
      dispatcher.dispatch {
        #expect(MainQueue.isCurrent)
        recorder.record(2)
      }
    }
    await recorder.waitForCalls(count: 2)
    recorder.expectCalls([2])
  }
}
