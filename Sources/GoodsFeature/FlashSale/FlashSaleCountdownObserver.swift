/// Told when a ``FlashSaleCountdownPresenter``'s sale ends, so that its owner (the detail screen)
/// stops offering the sale price. Held weakly.
///
/// Threading: main actor only.
@MainActor
public protocol FlashSaleCountdownObserver: AnyObject {
  /// The sale ended: it was seen running or upcoming and is now over, or it had already ended
  /// when the countdown started. Called once per sale.
  ///
  /// - Parameter countdown: The countdown whose sale ended.
  func flashSaleDidEnd(_ countdown: FlashSaleCountdownPresenter)
}
