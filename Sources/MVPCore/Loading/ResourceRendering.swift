/// How a ``ResourceLoader`` renders a single-resource screen (a profile, a product) on the
/// feature's view protocol.
///
/// The closures must not capture the presenter (the loader is owned by it).
///
/// Threading: the closures run on the main actor.
public struct ResourceRendering<Value, View> {
  /// Shows the full-screen loading indicator.
  public var showLoading: (View) -> Void
  /// Hides it.
  public var hideLoading: (View) -> Void
  /// Shows the loaded value, replacing any error state or earlier value.
  public var showValue: (View, Value) -> Void
  /// Shows the full-screen error state; the closure decides whether retry is offered.
  public var showError: (View, ServiceError) -> Void

  /// Creates a rendering.
  ///
  /// - Parameters:
  ///   - showLoading: Shows the loading indicator.
  ///   - hideLoading: Hides it.
  ///   - showValue: Shows the value.
  ///   - showError: Shows the error state.
  public init(
    showLoading: @escaping (View) -> Void,
    hideLoading: @escaping (View) -> Void,
    showValue: @escaping (View, Value) -> Void,
    showError: @escaping (View, ServiceError) -> Void
  ) {
    self.showLoading = showLoading
    self.hideLoading = hideLoading
    self.showValue = showValue
    self.showError = showError
  }
}
