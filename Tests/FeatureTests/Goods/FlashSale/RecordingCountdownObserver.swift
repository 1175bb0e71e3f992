import GoodsFeature

/// Records the phases a countdown reports, with the phase before.
@MainActor
final class RecordingCountdownObserver: FlashSaleCountdownObserver {
  private(set) var phases: [String] = []

  /// The ends reported.
  var ends: Int { phases.filter { $0.hasSuffix("ended") }.count }

  func countdown(
    _ countdown: FlashSaleCountdownPresenter, didEnter phase: FlashSalePhase,
    from previous: FlashSalePhase?
  ) {
    phases.append("\(previous?.rawValue ?? "-") → \(phase.rawValue)")
  }
}
