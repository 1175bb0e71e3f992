/// A ``ScreenPresenter`` whose screen shows one loaded value (a profile, a product): it declares
/// its ``resource`` loader and gets the first load and retry from the kit.
///
/// ```swift
/// @MainActor
/// final class GreetingPresenter: ResourcePresenter {
///   let screen = ScreenLifecycle<any GreetingView>()
///   let resource: ResourceLoader<String, any GreetingView>
///   // viewDidLoad and retry come from ResourcePresenter.
/// }
/// ```
///
/// What it provides, each overridable by writing the member: `viewDidLoad()` loads the value
/// (then tells the screen's embedded presenters), and ``retry()`` loads it again after an error
/// (see ``ResourceLoader``).
@MainActor
public protocol ResourcePresenter: ScreenPresenter where ResourceView == ScreenView {
  /// The loaded value.
  associatedtype Resource: Sendable

  /// The view type the loader drives: the screen's view. (A separate name lets the compiler
  /// infer it from ``resource`` alone.)
  associatedtype ResourceView

  /// The value's loader, built on ``ScreenPresenter/screen``.
  var resource: ResourceLoader<Resource, ResourceView> { get }
}

extension ResourcePresenter {
  /// Loads the value (``ResourceLoader/load()``), then tells the screen's embedded presenters
  /// that the view loaded.
  public func viewDidLoad() {
    resource.load()
    screen.handle(.viewDidLoad)
  }

  /// Loads the value again after the error state's retry (``ResourceLoader/retry()``).
  public func retry() {
    resource.retry()
  }
}
