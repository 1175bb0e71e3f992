import Observation

/// Whether a screen's content loads, and the full-screen error that replaced it: the part of an
/// observable screen state that every loading screen shares.
///
/// A screen state keeps one, forwards its presenter's `showLoading`, `hideLoading` and
/// `showError(message:canRetry:)` to it, calls ``clearError()`` when content arrives, and its
/// own `isLoading`, `errorMessage` and `canRetry` properties read this status's. Reading them
/// through the screen state registers these properties with `withObservationTracking` (and
/// SwiftUI). Each setter notifies only when the value changes.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class LoadStatus {
  /// Whether the full-screen loading indicator is shown.
  public private(set) var isLoading = false

  /// The full-screen error's user-facing message, or `nil` when no error is shown.
  public private(set) var errorMessage: String?

  /// Whether the error state offers a retry; `false` when no error is shown.
  public private(set) var canRetry = false

  /// Creates a status that shows neither loading nor an error.
  public init() {}

  /// Shows the full-screen loading indicator.
  public func showLoading() {
    isLoading = true
  }

  /// Hides the full-screen loading indicator.
  public func hideLoading() {
    isLoading = false
  }

  /// Shows the error state: sets ``errorMessage``, then ``canRetry``.
  ///
  /// - Parameters:
  ///   - message: The user-facing explanation.
  ///   - canRetry: Whether the error state offers a retry.
  public func showError(message: String, canRetry: Bool) {
    errorMessage = message
    self.canRetry = canRetry
  }

  /// Hides the error state: clears ``errorMessage``, then ``canRetry``.
  public func clearError() {
    errorMessage = nil
    canRetry = false
  }
}
