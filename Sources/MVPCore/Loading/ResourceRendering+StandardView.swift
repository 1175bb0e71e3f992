extension ResourceRendering {
  /// The rendering of a view that adopts ``LoadingViewInterface`` and ``ErrorViewInterface``:
  /// loading and errors go to those protocols' methods, and the presenter says only how the value
  /// shows and how an error reads.
  ///
  /// ```swift
  /// ResourceRendering(showValue: { view, name in view.showGreeting("Hello, \(name)!") })
  /// ```
  ///
  /// - Parameters:
  ///   - showValue: Shows the loaded value.
  ///   - errorTitle: The error state's title; `nil` (the default) for none.
  ///   - errorMessage: The sentence for a failure; defaults to ``ServiceError/userMessage`` (the
  ///     app's own text for an error that carries one).
  ///   - canRetry: Whether the error state offers a retry; defaults to always.
  /// - Precondition: The attached view adopts `LoadingViewInterface` and `ErrorViewInterface`; a
  ///   view that does not traps at its first call, naming its type.
  @MainActor
  public init(
    showValue: @escaping (View, Value) -> Void,
    errorTitle: String? = nil,
    errorMessage: @escaping (ServiceError) -> String = { $0.userMessage },
    canRetry: @escaping (ServiceError) -> Bool = { _ in true }
  ) {
    func standard(_ view: View) -> any LoadingViewInterface & ErrorViewInterface {
      guard let standard = view as? any LoadingViewInterface & ErrorViewInterface else {
        preconditionFailure(
          "\(type(of: view)) does not adopt LoadingViewInterface and ErrorViewInterface: adopt "
            + "them, or build the loader with every closure of ResourceRendering")
      }
      return standard
    }
    self.init(
      showLoading: { standard($0).showLoading() },
      hideLoading: { standard($0).hideLoading() },
      showValue: showValue,
      showError: { view, error in
        standard(view).showError(
          title: errorTitle, message: errorMessage(error), canRetry: canRetry(error))
      })
  }
}
