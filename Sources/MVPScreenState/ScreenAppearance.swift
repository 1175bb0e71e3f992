import MVPCore

/// Turns a SwiftUI view's `onAppear` and `onDisappear` into its presenter's lifecycle events:
/// `viewDidLoad` on the first appearance only, then `viewWillAppear` and `viewDidAppear` on
/// every appearance, `viewWillDisappear` and `viewDidDisappear` on every disappearance.
///
/// An observable screen state keeps one (`@ObservationIgnored`: it is no state a view renders)
/// and forwards its `appear()` and `disappear()` to it.
@MainActor
public struct ScreenAppearance {
  private var hasAppeared = false

  /// Creates the appearance of a view that has not appeared yet.
  public init() {}

  /// The view appeared: the first time sends `presenter` `viewDidLoad`, then every time
  /// `viewWillAppear` and `viewDidAppear`.
  ///
  /// - Parameter presenter: The view's presenter.
  public mutating func appear(_ presenter: some PresenterInterface) {
    if !hasAppeared {
      hasAppeared = true
      presenter.viewDidLoad()
    }
    presenter.viewWillAppear()
    presenter.viewDidAppear()
  }

  /// The view disappeared: sends `presenter` `viewWillDisappear` and `viewDidDisappear`.
  ///
  /// - Parameter presenter: The view's presenter.
  public func disappear(_ presenter: some PresenterInterface) {
    presenter.viewWillDisappear()
    presenter.viewDidDisappear()
  }
}
