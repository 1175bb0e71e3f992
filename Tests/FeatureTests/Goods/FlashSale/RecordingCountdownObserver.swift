import GoodsFeature

/// Counts the ends a countdown reports.
@MainActor
final class RecordingCountdownObserver: FlashSaleCountdownObserver {
  private(set) var ends = 0

  func flashSaleDidEnd(_ countdown: FlashSaleCountdownPresenter) { ends += 1 }
}
