import GoodsFeature

/// The flash-sale page's banner as one terminal line: the countdown's text, or the "no sale"
/// sentence.
@MainActor
final class TerminalCountdownLine: FlashSaleCountdownView {
  /// The countdown shown, or `nil`.
  private(set) var countdown: FlashSaleCountdownViewModel?

  /// Called after each change, for a screen that redraws the line in place.
  var didChange: (@MainActor () -> Void)?

  /// Shows the countdown, or removes it.
  ///
  /// - Parameter countdown: The countdown, or `nil`.
  func showCountdown(_ countdown: FlashSaleCountdownViewModel?) {
    self.countdown = countdown
    didChange?()
  }
}
