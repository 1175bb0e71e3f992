import MVPCore

/// The keys under which ``FlashSaleCountdownPresenter`` runs its work.
public enum FlashSaleCountdownKeys {
  /// The repetition of the ticks (`ScreenLifecycle.repeating`): paused by a hide or a detach,
  /// resumed by an appear or an attach.
  public static let tick: ScreenKey = "countdown.tick"
}
