/// A view capability: a blocking or inline activity indicator.
///
/// Presenters call ``showLoading()`` when work the user is waiting for starts and
/// ``hideLoading()`` when it ends, whatever the outcome.
@MainActor
public protocol LoadingViewInterface: ViewInterface {
  /// Shows the activity indicator. Calling it while already shown has no further effect.
  func showLoading()

  /// Hides the activity indicator. Calling it while hidden has no effect.
  func hideLoading()
}
