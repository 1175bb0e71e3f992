/// One progress indicator of a screen (full-screen loading, loading more, saving, an overlay
/// that says what it waits for) kept as replayed state, so that a view attached at any moment
/// shows exactly the progress true then.
///
/// Sends the view a change only when the indicator changes: showing it twice sends one
/// "show". The latest value is kept under ``key`` and replayed to each view that attaches, so
/// a view that was detached while work ended still receives the "hide".
///
/// Shown either by hand (``set(_:in:)``) or by the work it waits for: work started with its
/// `perform(showing:in:key:role:owner:...)` shows the indicator, with that work's message, only
/// once it started, and hides it when that work ends (see `ProgressIndicator+Work.swift`).
///
/// A reference type, so that a view may call back into its presenter from inside the "show" or
/// "hide" it receives (a `hideSaving()` that starts the next save) and the presenter may set the
/// indicator again: the change is delivered after the one being delivered, never a conflicting
/// access to the indicator.
@MainActor
public final class ProgressIndicator<View> {
  /// The state key the indicator is kept under; unique per screen.
  public let key: ScreenKey

  /// Whether the indicator is shown now: set by ``set(_:in:)`` or waiting for work it started.
  public private(set) var isShown = false

  /// The message shown now: that of the latest work in flight started with one through the
  /// indicator's `perform(showing:...)`; `nil` while hidden, or while shown by ``set(_:in:)``
  /// or by work started without a message.
  public private(set) var message: String?

  private let show: Show
  private let hide: (View) -> Void
  /// Whether ``set(_:in:)`` asked for the indicator.
  private var isSet = false
  /// The work started through the indicator and still in flight, oldest first.
  var works: [Work] = []
  /// How many starts through the indicator are under way: cancellations they cause are shown
  /// together with the new work, as one change.
  var starting = 0

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
    self.show = .plain(show)
    self.hide = hide
  }

  /// Creates a hidden indicator whose "show" takes the message of the work it waits for.
  init(
    _ key: ScreenKey, showing show: @escaping (View, String) -> Void, hide: @escaping (View) -> Void
  ) {
    self.key = key
    self.show = .withMessage(show)
    self.hide = hide
  }

  /// Shows or hides the indicator through `binding`, when that changes it.
  ///
  /// Work in flight that was started through the indicator keeps it shown, with its message,
  /// whatever `set` says: `set(false, in:)` takes back only what `set(true, in:)` asked for. An
  /// indicator made with a message shows `set(true, in:)` with the empty message `""` while no
  /// such work runs.
  ///
  /// - Parameters:
  ///   - shown: Whether the indicator should be shown.
  ///   - binding: The screen's binding.
  public func set(_ shown: Bool, in binding: ViewBinding<View>) {
    isSet = shown
    render(in: binding)
  }

  /// Sends `binding` the indicator as it now is (the latest work in flight's message, else
  /// shown by ``set(_:in:)`` or hidden), when that changed; forgets work its scope ended first.
  func render(in binding: ViewBinding<View>) {
    if !works.isEmpty {
      works.removeAll { $0.isCommitted && !($0.scope?.isInFlight($0.id) ?? false) }
    }
    let latest = works.last { $0.isCommitted }
    let shown = latest != nil || isSet
    let (wasShown, oldText) = (isShown, message)
    isShown = shown
    message = latest?.message
    switch (shown, show) {
    case (false, _):
      guard wasShown else { return }
      binding.update(.state(key), hide)
    case (true, .plain(let show)):
      guard !wasShown else { return }
      binding.update(.state(key), show)
    case (true, .withMessage(let show)):
      guard !wasShown || message != oldText else { return }
      let text = message ?? ""
      binding.update(.state(key)) { show($0, text) }
    }
  }

  /// How the indicator shows: without a message, or with the message of the work it waits for
  /// (a new message is then sent as a new "show").
  private enum Show {
    case plain((View) -> Void)
    case withMessage((View, String) -> Void)
  }
}
