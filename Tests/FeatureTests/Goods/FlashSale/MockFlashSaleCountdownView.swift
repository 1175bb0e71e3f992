import GoodsFeature
import MVPTestSupport

/// A countdown view that records every call.
@MainActor
final class MockFlashSaleCountdownView: FlashSaleCountdownView, CallRecording {
  let recorder = CallRecorder<FlashSaleCountdownViewModel?>()

  func showCountdown(_ countdown: FlashSaleCountdownViewModel?) { record(countdown) }
}
