import MVPCore

/// Decides what the greeting screen shows. Holds its view weakly; its loading lifecycle is
/// MVPCore's `ResourceLoader` on a `ScreenLifecycle`.
@MainActor
public final class GreetingPresenter: ViewAttachable, PendingWorkReporting {
  private let screen = ScreenLifecycle<any GreetingView>()
  private let greeting: ResourceLoader<String, any GreetingView>

  /// Creates the presenter; nothing loads until ``viewDidLoad()``.
  ///
  /// - Parameter service: Where the name comes from.
  public init(service: any NameService) {
    greeting = ResourceLoader(
      screen: screen, key: "greeting",
      fetch: .async { [service] in try await service.currentName() },  // a read
      rendering: ResourceRendering(
        showLoading: { $0.showLoading() },  // progress is state: replayed to every view
        hideLoading: { $0.hideLoading() },
        showValue: { view, name in view.showGreeting("Hello, \(name)!") },
        showError: { view, error in view.showError(message: error.userMessage, canRetry: true) }
      ))
  }

  /// The presenter's work; tests await `tasks.waitUntilIdle()`.
  public var tasks: TaskScope { screen.tasks }

  /// Queued messages and running work, one line each; what a test's end reports as left over.
  public var pendingWorkDescriptions: [String] { screen.pendingWorkDescriptions }

  /// Attaches the view (held weakly), replays the screen to it (progress, greeting or error),
  /// then resumes a load that a detach interrupted.
  ///
  /// - Parameter view: The greeting view.
  public func attach(_ view: any GreetingView) { screen.attach(view) }

  /// Detaches `view` if it is the attached one and cancels the load, which the next attach
  /// resumes. A late detach from a view that was already replaced does nothing.
  ///
  /// - Parameter view: The view that goes away.
  public func detach(_ view: any GreetingView) { screen.detach(view) }

  /// Loads the name once, with the loading indicator.
  public func viewDidLoad() { greeting.load() }

  /// Records that the view appears: messages held while it was hidden are shown.
  public func viewWillAppear() { screen.handle(.viewWillAppear) }

  /// Records that the view disappeared: messages wait until it appears again.
  public func viewDidDisappear() { screen.handle(.viewDidDisappear) }

  /// Loads again after an error; the view calls it from its retry control.
  public func retry() { greeting.retry() }
}
