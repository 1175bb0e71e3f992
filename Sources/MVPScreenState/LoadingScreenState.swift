/// A ``MessagingScreenState`` that shows a full-screen loading indicator and an error state from a
/// ``LoadStatus``, written once for every screen state.
///
/// A conforming class holds the status and a ``TransientMessageQueue`` and gets ``isLoading``, ``errorMessage``, ``canRetry``,
/// ``showLoading()`` and ``hideLoading()`` (which satisfy `LoadingViewInterface`).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public protocol LoadingScreenState: MessagingScreenState {
  /// The loading indicator and error state the screen shows; observable.
  var status: LoadStatus { get }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension LoadingScreenState {
  /// Whether the full-screen loading indicator is shown.
  public var isLoading: Bool { status.isLoading }

  /// The full-screen error's user-facing message, or `nil` when no error is shown.
  public var errorMessage: String? { status.errorMessage }

  /// Whether the error state offers a retry; `false` when no error is shown or retrying cannot
  /// help.
  public var canRetry: Bool { status.canRetry }

  /// Shows the full-screen loading indicator.
  public func showLoading() {
    status.showLoading()
  }

  /// Hides the full-screen loading indicator.
  public func hideLoading() {
    status.hideLoading()
  }
}
