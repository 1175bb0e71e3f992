/// What one call on a mock view means for the screen, so that ``PresenterChecker`` can tell what
/// the screen shows without knowing the feature.
///
/// A checker derives each view's screen from its calls: progress indicators shown and hidden,
/// the content (a value, a list of rows, the empty state or an error), and transient messages.
/// A list's rows are tracked through their changes, so an index that is not valid for the rows
/// shown is caught.
///
/// ```swift
/// switch call {
/// case .showLoading: .showLoading
/// case .hideLoading: .hideLoading
/// case .showGreeting(let text): .content(text)
/// case .showError(_, let canRetry): .error(canRetry: canRetry)
/// }
/// ```
public enum ScreenEffect: Hashable, Sendable {
  /// Shows the progress indicator named `name` (``showLoading`` is the full-screen one).
  case showProgress(String)
  /// Hides the progress indicator named `name`.
  case hideProgress(String)
  /// Replaces the screen's content with a value, described by `value` (compared between views).
  case content(String)
  /// Replaces the screen's content with these rows, each described by a string.
  case rows([String])
  /// Inserts rows at `index`: the rows shown must have at least `index` rows.
  case insertRows([String], at: Int)
  /// Removes the row at `index`, which must be a row shown.
  case removeRow(at: Int)
  /// Replaces the row at `index`, which must be a row shown.
  case updateRow(at: Int, String)
  /// Replaces the screen's content with the empty state.
  case empty
  /// Replaces the screen's content with an error state, with or without a retry control.
  case error(canRetry: Bool)
  /// Shows a transient, one-shot message (a toast).
  case message(String)
  /// Anything else: the checker ignores it.
  case other

  /// The full-screen progress indicator shown: `showProgress("loading")`.
  public static let showLoading = ScreenEffect.showProgress("loading")

  /// The full-screen progress indicator hidden: `hideProgress("loading")`.
  public static let hideLoading = ScreenEffect.hideProgress("loading")
}
