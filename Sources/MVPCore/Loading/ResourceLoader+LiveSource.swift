/// A ``ResourceLoader`` fed by a live source: the `updates:` and `observe:` initializers, whose
/// rules the `updates:` initializer states (see <doc:ScreensFedByALiveSource>).
extension ResourceLoader {
  /// Where a loader's values come from.
  enum Source {
    /// One fetch per load.
    case fetch(ServiceCall<Void, Value>)
    /// A live subscription.
    case live(LiveSubscription<Value>)
  }

  /// Creates a loader fed by an `AsyncSequence`, registered with `screen` for detach and attach.
  ///
  /// The rules of a loader fed by a live source (this initializer and the `observe:` one):
  /// - **Subscribes once.** ``load()`` (the screen's `viewDidLoad`) subscribes; more calls do nothing.
  ///   The loading indicator (`"<key>.loading"`) is shown until the first value.
  /// - **Each value replaces the content.** It is shown with `showValue` as the state
  ///   `"<key>.content"`, replayed to a view that attaches; ``value`` is the latest; ``didLoad``
  ///   is called with each value, after it is shown.
  /// - **An error ends the subscription** and shows the error state, mapped as a fetch's failure
  ///   is: ``ServiceError/init(classifying:)``, then `errorMessage` and `canRetry`. ``retry()``
  ///   subscribes again, with the loading indicator until its first value. A cancellation the
  ///   loader did not ask for (a sequence that throws `CancellationError` by itself) is an error
  ///   like any other.
  /// - **The source finishing** keeps the last value shown, with no error (with no value yet, the
  ///   indicator hides and nothing else is shown). ``load()`` does not subscribe again; ``retry()``
  ///   and the next attach do.
  /// - **Detached:** the subscription is cancelled (it is a read under ``key`` in the screen's
  ///   `tasks`, which a detach cancels) and the latest value is kept. The next attach subscribes
  ///   again *without* the loading indicator: the kept value stays shown until the new
  ///   subscription's first value replaces it (a detach before the first value leaves the
  ///   indicator shown until then). With no view attached, ``load()`` and ``retry()`` subscribe at
  ///   the next attach.
  /// - **Hidden** (`viewDidDisappear` while attached): stays subscribed. Values are state, which a
  ///   covered view receives at once, so the view shows the latest when it appears.
  /// - **Released** with its presenter: the subscription ends (the sequence's iteration is
  ///   cancelled, the observer's cancellable cancelled); the loader keeps nothing alive.
  /// - ``show(_:)`` shows a newer value between the source's values (hiding the indicator); the
  ///   subscription goes on and its next value replaces it. It does not call ``didLoad``.
  /// - **Pending work:** a subscription waiting for its next value is not pending work:
  ///   `MVPTestSupport`'s `waitUntilIdle()` returns and `expectNoPendingWork` passes. A
  ///   subscription that starts (until it asks for its first value) and a value being shown are
  ///   pending work, which those waits await. A value the source has not handed over yet is not
  ///   seen: a test sends values with `MVPTestSupport`'s `LiveSourceStub`, whose `send(_:)`
  ///   returns once the value is shown.
  ///
  /// ``isSubscribed`` tells whether a subscription is open; ``isLoading`` whether the indicator is
  /// shown.
  ///
  /// ```swift
  /// todos = ResourceLoader(
  ///   screen: screen, key: "todos", updates: { [store] in store.todoUpdates() },
  ///   view: { $0 }, showValue: { view, todos in view.showTodos(todos) })
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key the subscription runs under, unique among the screen's loaders;
  ///     defaults to `"resource"`.
  ///   - updates: Makes the sequence of values, called each time the loader subscribes, off the
  ///     main actor; its iteration runs off the main actor too, and each value is shown on it
  ///     before the next is asked for. Capture the service, not the presenter. A sequence type
  ///     of a module with main-actor default isolation is declared `nonisolated`.
  ///   - view: The view's loading and error capabilities, `{ $0 }`, as for a fetch.
  ///   - showValue: Shows a value, replacing the error state or the earlier value; it must not
  ///     capture the presenter.
  ///   - errorTitle: The error state's title; `nil` (the default) for none.
  ///   - errorMessage: The sentence for a failure; defaults to ``ServiceError/userMessage``.
  ///   - canRetry: Whether the error state offers a retry; defaults to always.
  public convenience init<Updates: AsyncSequence>(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "resource",
    updates: @escaping @Sendable () -> Updates,
    view: @escaping (View) -> any LoadingViewInterface & ErrorViewInterface,
    showValue: @escaping (View, Value) -> Void,
    errorTitle: String? = nil,
    errorMessage: @escaping (ServiceError) -> String = { $0.userMessage },
    canRetry: @escaping (ServiceError) -> Bool = { _ in true }
  ) where Updates.Element == Value {
    self.init(
      screen: screen, key: key, live: .updates(updates), view: view, showValue: showValue,
      errorTitle: errorTitle, errorMessage: errorMessage, canRetry: canRetry)
  }

  /// Creates a loader fed by a callback observer (a database listener, a `NotificationCenter`
  /// observation), registered with `screen` for detach and attach; it follows the rules of the
  /// `updates:` initializer (see <doc:ScreensFedByALiveSource>).
  ///
  /// ```swift
  /// todos = ResourceLoader(
  ///   screen: screen, key: "todos",
  ///   observe: { [store] send, fail in store.observeTodos(onChange: send, onError: fail) },
  ///   view: { $0 }, showValue: { view, todos in view.showTodos(todos) })
  /// ```
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle; held strongly.
  ///   - key: The task key the subscription runs under, unique among the screen's loaders;
  ///     defaults to `"resource"`.
  ///   - observe: Starts observing, called each time the loader subscribes, off the main actor:
  ///     `send` takes each value and `fail` the failure that ends the observation; both may be
  ///     called on any thread, also from inside `observe` (the current value first). Values
  ///     reach the main actor through the subscription's task, not the screen's dispatcher; a
  ///     value not yet shown when a newer one comes is replaced by it. Returns the observation's
  ///     ``Cancellable`` (a ``CancellationHandle`` around the observer's token), cancelled when
  ///     the subscription ends however it ends: a failure, a detach, the presenter's release.
  ///   - view: The view's loading and error capabilities, `{ $0 }`, as for a fetch.
  ///   - showValue: Shows a value, replacing the error state or the earlier value; it must not
  ///     capture the presenter.
  ///   - errorTitle: The error state's title; `nil` (the default) for none.
  ///   - errorMessage: The sentence for a failure; defaults to ``ServiceError/userMessage``.
  ///   - canRetry: Whether the error state offers a retry; defaults to always.
  public convenience init(
    screen: ScreenLifecycle<View>,
    key: ScreenKey = "resource",
    observe:
      @escaping @Sendable (
        _ send: @escaping @Sendable (Value) -> Void, _ fail: @escaping @Sendable (any Error) -> Void
      ) -> any Cancellable,
    view: @escaping (View) -> any LoadingViewInterface & ErrorViewInterface,
    showValue: @escaping (View, Value) -> Void,
    errorTitle: String? = nil,
    errorMessage: @escaping (ServiceError) -> String = { $0.userMessage },
    canRetry: @escaping (ServiceError) -> Bool = { _ in true }
  ) {
    self.init(
      screen: screen, key: key, live: .observer(observe), view: view, showValue: showValue,
      errorTitle: errorTitle, errorMessage: errorMessage, canRetry: canRetry)
  }

  /// Whether a subscription to the live source is open (or starting) now: from ``load()`` until
  /// the source fails or finishes, a detach or the presenter's release. Always `false` for a
  /// loader that fetches.
  public var isSubscribed: Bool {
    guard case .live(let live) = source else { return false }
    return live.isSubscribed
  }

  private convenience init(
    screen: ScreenLifecycle<View>,
    key: ScreenKey,
    live source: LiveSource<Value>,
    view: @escaping (View) -> any LoadingViewInterface & ErrorViewInterface,
    showValue: @escaping (View, Value) -> Void,
    errorTitle: String?,
    errorMessage: @escaping (ServiceError) -> String,
    canRetry: @escaping (ServiceError) -> Bool
  ) {
    let live = LiveSubscription(key: key, source: source)
    self.init(
      screen: screen, key: key, source: .live(live), view: view, showValue: showValue,
      errorTitle: errorTitle, errorMessage: errorMessage, canRetry: canRetry)
    live.receive = { [weak self] event in self?.liveSourceDid(event) }
  }

  /// Shows what the subscription tells.
  private func liveSourceDid(_ event: LiveSubscription<Value>.Event) {
    switch event {
    case .subscribing:
      // A kept value stays shown until the new subscription's first value; an error does not.
      let showsValue = value != nil && error == nil
      error = nil
      if !showsValue { loading.set(true, in: screen.binding) }
    case .value(let value):
      loading.set(false, in: screen.binding)
      present(value)
      didLoad?(value)
    case .failure(let failure):
      loading.set(false, in: screen.binding)
      showFailure(failure)
    case .finished:
      loading.set(false, in: screen.binding)
    }
  }

  /// ``show(_:)`` for a live source: shows `value` and leaves the subscription running.
  func showBetweenUpdates(_ value: Value) {
    loading.set(false, in: screen.binding)
    present(value)
  }
}
