import MVPCore

/// Decides what the greeting screen shows. Holds its view weakly. `ResourcePresenter` gives it
/// attach, detach, the lifecycle events, `tasks`, pending-work reporting, `viewDidLoad()` (the
/// first load) and `retry()`.
@MainActor
public final class GreetingPresenter: ResourcePresenter {
  /// The screen: the weak binding to the greeting view and the presenter's work.
  public let screen = ScreenLifecycle<any GreetingView>()

  /// The name's load: progress as replayed state, resumed after a detach, retried after errors.
  public let resource: ResourceLoader<String, any GreetingView>

  /// Creates the presenter; nothing loads until `viewDidLoad()`.
  ///
  /// - Parameter service: Where the name comes from.
  public init(service: any NameService) {
    resource = ResourceLoader(
      screen: screen, key: "greeting",
      fetch: .async { [service] in try await service.currentName() },  // a read
      // Loading and errors go to the view's LoadingViewInterface and ErrorViewInterface.
      view: { $0 }, showValue: { view, name in view.showGreeting("Hello, \(name)!") })
  }
}
