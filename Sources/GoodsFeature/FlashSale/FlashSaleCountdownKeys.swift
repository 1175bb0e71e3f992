import MVPCore

/// The keys under which ``FlashSaleCountdownPresenter`` runs its work.
public enum FlashSaleCountdownKeys {
  /// The sleep until the next tick; a read, so a detach stops it and an attach restarts it.
  public static let tick: ScreenKey = "countdown.tick"
}
