import MVPCore

/// A passive view of a flash-sale countdown: "Starts in 01:02:03", "Ends in 00:59:59", "Flash
/// sale ended". Embedded by any screen that shows a sale (the goods detail screen, the flash-sale
/// page's banner); the screen's view protocol inherits it and the screen's presenter attaches its
/// view to a ``FlashSaleCountdownPresenter``.
@MainActor
public protocol FlashSaleCountdownView: AnyObject {
  /// Shows the countdown, or hides it (`nil`: no sale to count down to).
  ///
  /// - Parameter countdown: The phase and its text, or `nil`.
  func showCountdown(_ countdown: FlashSaleCountdownViewModel?)
}
