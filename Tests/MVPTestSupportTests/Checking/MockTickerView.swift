import MVPTestSupport

/// A ticker view that records its calls.
@MainActor
final class MockTickerView: TickerView, CallRecording {
  let recorder = CallRecorder<Int>()

  func showTicks(_ ticks: Int) { record(ticks) }
}
