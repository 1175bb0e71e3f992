/// What a ``PresenterInvariant`` sees after a step of ``PresenterChecker``.
@MainActor
public struct CheckedScreen<Presenter, View: CallRecording> {
  /// The presenter under check.
  public let presenter: Presenter
  /// The attached view, or `nil` while none is.
  public let view: View?
  /// Every call of every view of the presenter so far, in the order made: what one view that
  /// lived through the whole sequence would have received (since the app's last relaunch, which
  /// builds a new presenter).
  public let history: [View.Call]
  /// The rows the attached view shows, as their descriptions, when it shows rows; else `nil`.
  public let rows: [String]?
  /// Whether the sequence is at rest: every service call answered, a visible view attached.
  public let isAtRest: Bool
}
