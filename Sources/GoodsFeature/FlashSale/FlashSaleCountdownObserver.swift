/// Told when a ``FlashSaleCountdownPresenter``'s sale changes phase, so that its owner follows:
/// the detail screen offers the sale price from the start and stops offering it at the end. Held
/// weakly.
@MainActor
public protocol FlashSaleCountdownObserver: AnyObject {
  /// The sale entered `phase`: once per phase and sale, in order, as the countdown sees it (a
  /// countdown started late sees only the later phases; one resumed after the end sees `ended`
  /// without `running`).
  ///
  /// - Parameters:
  ///   - countdown: The countdown.
  ///   - phase: The phase entered.
  ///   - previous: The phase the countdown saw before, or `nil` when this is the first one it
  ///     saw for this sale.
  func countdown(
    _ countdown: FlashSaleCountdownPresenter, didEnter phase: FlashSalePhase,
    from previous: FlashSalePhase?)
}
