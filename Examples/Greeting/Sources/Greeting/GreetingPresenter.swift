import MVPCore

/// Decides what the greeting screen shows. Holds its view weakly; its loading lifecycle is
/// MVPCore's `ResourceLoader` on a `ScreenLifecycle`, and `ScreenPresenter` gives it attach,
/// detach, the lifecycle events, `tasks` and pending-work reporting.
@MainActor
public final class GreetingPresenter: ScreenPresenter {
  /// The screen: the weak binding to the greeting view and the presenter's work.
  public let screen = ScreenLifecycle<any GreetingView>()
  private let greeting: ResourceLoader<String, any GreetingView>

  /// Creates the presenter; nothing loads until ``viewDidLoad()``.
  ///
  /// - Parameter service: Where the name comes from.
  public init(service: any NameService) {
    greeting = ResourceLoader(
      screen: screen, key: "greeting",
      fetch: .async { [service] in try await service.currentName() },  // a read
      // Loading and errors go to the view's LoadingViewInterface and ErrorViewInterface.
      rendering: ResourceRendering(showValue: { view, name in view.showGreeting("Hello, \(name)!") })
    )
  }

  /// Loads the name once, with the loading indicator.
  public func viewDidLoad() { greeting.load() }

  /// Loads again after an error; the view calls it from its retry control.
  public func retry() { greeting.retry() }
}
