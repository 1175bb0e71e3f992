/// A ``ScreenPresenter`` whose screen shows one loaded value (a profile, a product): it declares
/// its ``resource`` loader and gets the first load and retry from the kit.
///
/// ```swift
/// @MainActor
/// final class GreetingPresenter: ResourcePresenter {
///   let screen = ScreenLifecycle<any GreetingView>()
///   let resource: ResourceLoader<String, any GreetingView>
///   // The first load (at viewDidLoad) and retry come from the kit.
/// }
/// ```
///
/// The screen starts the value's first load at `viewDidLoad` (as it does for every loader built
/// on it, see ``ScreenLifecycle/handle(_:)``), and ``ScreenPresenter/retry()`` loads it again
/// after an error (see ``ResourceLoader``), so a presenter can also be a ``ListPresenter``.
@MainActor
public protocol ResourcePresenter: ScreenPresenter {
  /// The loaded value.
  associatedtype Resource: Sendable

  /// The value's loader, built on ``ScreenPresenter/screen``.
  var resource: ResourceLoader<Resource, View> { get }
}
