/// The loading lifecycle of a screen that shows one resource (a user's profile, a product):
/// load once, retry after an error, show a newer value, resume after a detach, with the contract
/// of ``ScreenLifecycle``.
///
/// - ``load()`` (`viewDidLoad`) loads once: while it runs, or once the value is loaded, more
///   calls do nothing. ``retry()`` loads again after an error.
/// - Progress is the state `"<key>.loading"`, replayed to any view that attaches (`<key>` is the
///   loader's ``key``, `resource` by default).
/// - The value or the error is the state `"<key>.content"`. Cancellation the loader asked for is never
///   shown; any other failure is the error state, including a cancellation reported by the
///   service.
/// - A detach interrupts the load, with its indicator still shown; the next attach resumes it.
/// - ``show(_:)`` shows a newer value, for example the one a save answered.
///
/// A screen fed by a live source (a database listener, a `NotificationCenter` feed, an
/// `AsyncSequence`) takes the `updates:` or `observe:` initializer instead, which follows the
/// rules of a subscription (see <doc:ScreensFedByALiveSource>).
///
/// The view's loading indicator and error state are its ``LoadingViewInterface`` and
/// ``ErrorViewInterface``, reached through the compile-checked projection `view: { $0 }`; the
/// presenter says how the value shows:
///
/// ```swift
/// resource = ResourceLoader(
///   screen: screen, fetch: .async { [service] in try await service.currentName() },
///   view: { $0 }, showValue: { view, name in view.showGreeting("Hello, \(name)!") })
/// ```
@MainActor
public final class ResourceLoader<Value: Sendable, View>: ScreenWork {

  /// The key the loader's reads run under in the screen's ``TaskScope``; tests await it with
  /// `MVPTestSupport`'s `TaskScope.waitUntilFinished(_:)`.
  public let key: ScreenKey

  private let contentKey: ScreenKey
  let screen: ScreenLifecycle<View>
  /// Where values come from: one fetch per load, or a live subscription.
  let source: Source
  private let standardView: (View) -> any LoadingViewInterface & ErrorViewInterface
  private let showValue: (View, Value) -> Void
  private let errorTitle: String?
  private let errorMessage: (ServiceError) -> String
  private let canRetry: (ServiceError) -> Bool
  let loading: ProgressIndicator<View>
  private var phase = Phase.idle

  /// The loaded value, or `nil` before the first successful load; for a live source, the latest
  /// value it sent (or ``show(_:)`` showed), kept after the subscription ends.
  public private(set) var value: Value?

  /// The failure shown now, or `nil` while a value, progress or nothing is shown.
  public internal(set) var error: ServiceError?

  /// Called with each value a load fetched, after it is shown (not for ``show(_:)``): the owner
  /// starts what depends on it, such as a countdown to a sale the value announces. For a live
  /// source, called with each value the source sends. Capture the owner weakly.
  public var didLoad: (@MainActor (Value) -> Void)?

  /// Creates a loader with nothing loaded, registered with `screen` for detach and attach.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key its reads run under, unique among the screen's loaders; defaults to
  ///     `"resource"`.
  ///   - fetch: Loads the resource, a read.
  ///   - view: The view's loading and error capabilities, `{ $0 }`: a view that does not adopt
  ///     ``LoadingViewInterface`` and ``ErrorViewInterface`` does not convert, so the screen does
  ///     not compile.
  ///   - showValue: Shows the loaded value, replacing any error state or earlier value; it must
  ///     not capture the presenter (the loader is owned by it).
  ///   - errorTitle: The error state's title; `nil` (the default) for none.
  ///   - errorMessage: The sentence for a failure; defaults to ``ServiceError/userMessage`` (the
  ///     app's own text for an error that carries one).
  ///   - canRetry: Whether the error state offers a retry; defaults to always.
  public convenience init(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "resource",
    fetch: ServiceCall<Void, Value>,
    view: @escaping (View) -> any LoadingViewInterface & ErrorViewInterface,
    showValue: @escaping (View, Value) -> Void,
    errorTitle: String? = nil,
    errorMessage: @escaping (ServiceError) -> String = { $0.userMessage },
    canRetry: @escaping (ServiceError) -> Bool = { _ in true }
  ) {
    self.init(
      screen: screen, key: key, source: .fetch(fetch), view: view, showValue: showValue,
      errorTitle: errorTitle, errorMessage: errorMessage, canRetry: canRetry)
  }

  /// Creates a loader of `source` with nothing loaded; the initializers' parameters.
  init(
    screen: ScreenLifecycle<View>,
    key: ScreenKey,
    source: Source,
    view: @escaping (View) -> any LoadingViewInterface & ErrorViewInterface,
    showValue: @escaping (View, Value) -> Void,
    errorTitle: String?,
    errorMessage: @escaping (ServiceError) -> String,
    canRetry: @escaping (ServiceError) -> Bool
  ) {
    self.screen = screen
    self.key = key
    self.contentKey = key.appending(".content")
    self.source = source
    self.standardView = view
    self.showValue = showValue
    self.errorTitle = errorTitle
    self.errorMessage = errorMessage
    self.canRetry = canRetry
    self.loading = ProgressIndicator(
      key.appending(".loading"), show: { view($0).showLoading() },
      hide: { view($0).hideLoading() })
    screen.register(self)
  }

  /// Whether a load is in flight, or was interrupted by a detach and resumes on attach; for a
  /// live source, whether the loading indicator is shown (a subscription waits for its first
  /// value with no value shown).
  public var isLoading: Bool {
    if case .live = source { return loading.isShown }
    return phase != .idle
  }

  /// Loads the resource with the loading indicator; does nothing once loaded or while loading.
  /// The screen calls it at `viewDidLoad`. For a live source, subscribes once (see
  /// `init(screen:key:updates:view:showValue:errorTitle:errorMessage:canRetry:)`).
  public func load() {
    if case .live(let live) = source {
      return live.load(in: screen.tasks, attached: screen.isAttached)
    }
    guard value == nil, !isLoading else { return }
    start()
  }

  /// Loads again after the error state's retry; does nothing once loaded or while loading. For a
  /// live source, subscribes again once the subscription failed or finished.
  public func retry() {
    if case .live(let live) = source {
      return live.retry(in: screen.tasks, attached: screen.isAttached)
    }
    load()
  }

  /// Shows `value` as the resource, for example the one a save answered, replacing what is
  /// shown and superseding a load in flight.
  ///
  /// - Parameter value: The newer value.
  public func show(_ value: Value) {
    if case .live = source { return showBetweenUpdates(value) }
    if isLoading {
      screen.tasks.cancel(key)
      phase = .idle
      loading.set(false, in: screen.binding)
    }
    present(value)
  }

  // MARK: - ScreenWork

  /// Remembers that a detach interrupted the load; its indicator stays shown.
  public func viewDidDetach() {
    if case .live(let live) = source { return live.viewDidDetach() }
    guard phase == .running else { return }
    phase = .interrupted
  }

  /// Restarts the load a detach interrupted.
  public func viewDidAttach() {
    if case .live(let live) = source { return live.viewDidAttach(in: screen.tasks) }
    guard phase == .interrupted else { return }
    start()
  }

  // MARK: - Loading

  private func start() {
    guard case .fetch(let fetch) = source else { return }
    phase = .running
    error = nil
    loading.set(true, in: screen.binding)
    fetch.run(
      in: screen.tasks, key: key, role: .read, input: (), owner: self,
      then: { loader, result in loader.finish(result) })
  }

  private func finish(_ result: Result<Value, any Error>) {
    guard phase == .running else { return }
    phase = .idle
    loading.set(false, in: screen.binding)
    switch result {
    case .success(let value):
      present(value)
      didLoad?(value)
    case .failure(let failure):
      showFailure(failure)
    }
  }

  /// Shows `failure` as the error state, classified and worded as the initializer says.
  func showFailure(_ failure: any Error) {
    let error = ServiceError(classifying: failure)
    self.error = error
    let (view, title) = (standardView, errorTitle)
    let (message, retry) = (errorMessage(error), canRetry(error))
    screen.binding.update(.state(contentKey)) {
      view($0).showError(title: title, message: message, canRetry: retry)
    }
  }

  func present(_ value: Value) {
    self.value = value
    error = nil
    let showValue = self.showValue
    screen.binding.update(.state(contentKey)) { showValue($0, value) }
  }

  /// Where the load stands; a detach turns a running load into an interrupted one.
  private enum Phase {
    case idle
    case running
    case interrupted
  }
}
