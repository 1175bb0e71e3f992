import MVPCore

/// The task keys of ``FlashSaleCountdownPresenter``.
public enum FlashSaleCountdownTask {
  /// The sleep until the next tick; a read, so a detach stops it and an attach restarts it.
  public static let tick: ScreenKey = "countdown.tick"
}
