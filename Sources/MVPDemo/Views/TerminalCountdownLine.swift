import GoodsFeature

/// The flash-sale page's banner as one terminal line: the countdown's text, or the "no sale"
/// sentence.
///
/// Threading: main actor only.
@MainActor
final class TerminalCountdownLine: FlashSaleCountdownView {
  /// The countdown shown, or `nil`.
  private(set) var countdown: FlashSaleCountdownViewModel?

  /// Shows the countdown, or removes it.
  ///
  /// - Parameter countdown: The countdown, or `nil`.
  func showCountdown(_ countdown: FlashSaleCountdownViewModel?) {
    self.countdown = countdown
  }
}
