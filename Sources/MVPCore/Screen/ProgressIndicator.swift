/// One progress indicator of a screen (full-screen loading, loading more, saving) kept as
/// replayed state, so that a view attached at any moment shows exactly the progress true then.
///
/// Sends the view a change only when the indicator changes: showing it twice sends one
/// "show". The latest value is kept under ``key`` and replayed to each view that attaches, so
/// a view that was detached while work ended still receives the "hide".
///
/// A reference type, so that a view may call back into its presenter from inside the "show" or
/// "hide" it receives (a `hideSaving()` that starts the next save) and the presenter may set the
/// indicator again: the change is delivered after the one being delivered, never a conflicting
/// access to the indicator.
@MainActor
public final class ProgressIndicator<View> {
  /// The state key the indicator is kept under; unique per screen.
  public let key: ScreenKey

  /// Whether the indicator is shown now.
  public private(set) var isShown = false

  private let show: (View) -> Void
  private let hide: (View) -> Void

  /// Creates a hidden indicator.
  ///
  /// - Parameters:
  ///   - key: The state key, unique among the screen's states, for example `"progress.loading"`.
  ///   - show: Shows the indicator on a view, for example `{ $0.showLoading() }`.
  ///   - hide: Hides it, for example `{ $0.hideLoading() }`.
  public init(
    _ key: ScreenKey,
    show: @escaping (View) -> Void,
    hide: @escaping (View) -> Void
  ) {
    self.key = key
    self.show = show
    self.hide = hide
  }

  /// Shows or hides the indicator through `binding`, when that changes it.
  ///
  /// - Parameters:
  ///   - shown: Whether the indicator should be shown.
  ///   - binding: The screen's binding.
  public func set(_ shown: Bool, in binding: ViewBinding<View>) {
    guard shown != isShown else { return }
    isShown = shown
    binding.update(.state(key), shown ? show : hide)
  }
}
