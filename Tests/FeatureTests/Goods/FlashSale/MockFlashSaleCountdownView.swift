import GoodsFeature
import MVPTestSupport

/// A countdown view that records every call.
@MainActor
final class MockFlashSaleCountdownView: FlashSaleCountdownView {
  let recorder = CallRecorder<FlashSaleCountdownViewModel?>()

  func showCountdown(_ countdown: FlashSaleCountdownViewModel?) { recorder.record(countdown) }
}
