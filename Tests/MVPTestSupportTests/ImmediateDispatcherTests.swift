import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct ImmediateDispatcherTests {
  let recorder = CallRecorder<Int>()

  @Test func runsWorkInlineInSubmissionOrder() {
    let dispatcher: any Dispatcher = .immediate
    dispatcher.dispatch { [recorder] in recorder.record(1) }
    recorder.expectCalls([1])
    ImmediateDispatcher().dispatch { [recorder] in
      recorder.record(2)
      ImmediateDispatcher().dispatch { recorder.record(3) }
      recorder.record(4)
    }
    recorder.expectCalls([2, 3, 4])
  }
}
