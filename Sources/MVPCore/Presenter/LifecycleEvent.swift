/// A view lifecycle event that a view forwards to its presenter.
///
/// The cases mirror UIKit's `UIViewController` callbacks, which AppKit, SwiftUI (`onAppear`,
/// `onDisappear`) and terminal views map onto.
///
/// Events travel one way: a view tells its presenter (its lifecycle methods, or
/// ``PresenterInterface/handle(_:)`` for a view that has the event as a value), and a presenter
/// tells its screen (``ScreenLifecycle/handle(_:)``, which ``ScreenPresenter``'s entry points do
/// before calling the presenter's hooks).
public enum LifecycleEvent: String, CaseIterable, Hashable, Sendable {
  /// The view was created and is ready to display content; sent once per view.
  case viewDidLoad
  /// The view is about to become visible.
  case viewWillAppear
  /// The view became visible.
  case viewDidAppear
  /// The view is about to stop being visible.
  case viewWillDisappear
  /// The view stopped being visible.
  case viewDidDisappear
}
