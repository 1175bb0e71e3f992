/// The lifecycle of one screen, in one place: its view binding, its work and the loaders that
/// resume, wired so that every presenter behaves the same under any order of events.
///
/// A presenter declares one (``ScreenPresenter`` then sends it `attach`, `detach` and every
/// lifecycle event before calling the presenter's hooks) and builds its loaders (``PagedListLoader``, ``ResourceLoader``, a
/// ``Form`` that edits a value) on it; the
/// presenters of parts of the screen are embedded in it (``embed(_:view:)``). The contract it gives every screen:
/// - **Attach** replays kept state and queued messages to the view (see ``ViewBinding``), then
///   resumes every read that a detach interrupted, without showing its progress twice.
/// - **Detach** names the view; a late detach from a view that was already replaced does
///   nothing. The attached view's detach cancels every read (``WorkRole/read``): nobody waits
///   for it, and it resumes on the next attach. Writes (``WorkRole/write``) keep running and their
///   outcome reaches the view attached when they finish.
/// - **Release** (the presenter goes away with the screen) ends the reads; writes run to their
///   end and report to ``WriteOutcomes``.
/// - **Lifecycle events** tell the binding when the view is hidden, so one-shot messages wait
///   until it appears again; an embedded presenter inherits the screen's visibility (see
///   ``embed(_:view:)``). `viewDidLoad` starts the first load of every loader built on the
///   screen, in the order they were built, and ``retry()`` loads again what they failed to load,
///   so one presenter can drive a list and a resource.
/// - **Progress** (loading, loading more, saving) is kept state: a view attached at any moment
///   shows exactly the progress that is true then. It receives the latest value of every
///   indicator that was ever shown, a "hide" included, together with the content, in the order
///   they were sent: for example `hideLoading`, `showRows`, `showLoadingMore` for a list attached
///   while its second page loads.
/// - **Cancellation** that the screen asked for is never shown; any other cancellation reported
///   by a service is an error like any other, with retry.
/// - **Restoration.** A screen built again after the app was killed (its module built inside a
///   restoration, by MVPRestoration's navigator or `MVPTestSupport`'s `RelaunchableModule`)
///   gets back what its parts kept: a ``PagedListLoader`` its loaded range and top item, a
///   ``Form`` of a `Codable` value its draft, the presenter its own values
///   (``restores(_:of:key:)``). Reads keep no loading state: ``ResourceLoader``, ``SharedLoad``,
///   live sources and the list's pages load at `viewDidLoad` as on a fresh screen, so no progress
///   shows for a read that died with the app; a write that was running is never sent again. A
///   screen built anywhere else keeps nothing, at the cost of one static read.
@MainActor
public final class ScreenLifecycle<View>: PendingWorkSource {
  /// The weak binding to the screen's view.
  public let binding: ViewBinding<View>

  /// The screen's work: reads and writes. Made when first used: a screen built and released
  /// without starting work (a tab never opened) makes none.
  public var tasks: TaskScope {
    if let madeTasks { return madeTasks }
    let scope = TaskScope(
      writeOutcomes: writeOutcomes, dispatcher: dispatcher, observer: observerAtCreation)
    madeTasks = scope
    return scope
  }

  /// ``tasks`` once made.
  private var madeTasks: TaskScope?
  /// What ``tasks`` is made with.
  private let writeOutcomes: WriteOutcomes?
  let dispatcher: any Dispatcher
  /// The test kit watching when the screen was made, which its ``tasks`` reports to.
  private let observerAtCreation: (any WorkObserver)?

  private var loaders = ScreenWorks()
  /// The embedded presenters (``embed(_:view:)``), each an `EmbeddedPresenter<View>`: kept as
  /// objects so that a screen without parts (most screens) never asks for the generic type.
  private var embeddedParts: [AnyObject] = []
  private var hasNotedOwner = false
  /// How many calls of ``attach(_:)``, ``detach(_:)`` and ``handle(_:)`` the screen received: the
  /// test kit checks that a presenter's entry points reach its screen.
  package private(set) var entryPointCalls = 0
  /// Subscriptions kept for the screen's life (``keep(_:)``); cancelled when it is released.
  private var subscriptions: [any Cancellable] = []
  /// The screen's repetitions by key (see `ScreenLifecycle+Repeating.swift`).
  var repetitions: [ScreenKey: RepeatingWork] = [:]
  /// The restoration of the screen (see `ScreenLifecycle+Restoration.swift`): the scope it was
  /// made in and the parts' saved states not handed back yet; `nil` outside a scope.
  var restoration: ScreenRestoration?

  /// Creates a screen with no view attached and no work.
  ///
  /// - Parameters:
  ///   - queueCapacity: The most one-shot messages kept while no visible view is attached;
  ///     defaults to 32.
  ///   - writeOutcomes: Where the screen's writes report when they end after its presenter was
  ///     released; `nil` (the default) for ``WriteOutcomes/shared`` (see ``TaskScope``).
  ///   - dispatcher: How the answers of the screen's completion-handler work (``tasks``, its
  ///     loaders' `ServiceCall.callbacks`, ``observe(_:object:in:owner:dispatcher:_:)``) reach
  ///     the main actor; defaults to `.default` (``MainQueueDispatcher`` in an app). Tests pass
  ///     `MVPTestSupport`'s immediate or manual dispatcher.
  public init(
    queueCapacity: Int = 32, writeOutcomes: WriteOutcomes? = nil,
    dispatcher: any Dispatcher = .default
  ) {
    let observer = WorkObservation.observer
    binding = ViewBinding(queueCapacity: queueCapacity, observer: observer)
    self.writeOutcomes = writeOutcomes
    self.dispatcher = dispatcher
    observerAtCreation = observer
    if let scope = RestorationScope.building { adopt(in: scope) }
  }

  /// Whether a live view is attached.
  public var isAttached: Bool {
    binding.isAttached
  }

  /// Registers work to interrupt on detach and resume on attach, to load at `viewDidLoad` and
  /// to retry with ``retry()``; held weakly. Loaders built on this screen register themselves;
  /// registering again moves the work to the end of the order.
  ///
  /// - Parameter work: The loader.
  package func register(_ work: any ScreenWork) {
    loaders.register(work)
    if restoration != nil, let part = work as? any RestorableWork { restore(part) }
  }

  /// Loads again what the screen's loaders failed to load (the error state's retry): calls
  /// ``PagedListLoader/retry()``, ``ResourceLoader/retry()`` and ``SharedLoad/retry()`` of each
  /// loader built on this screen, in the order they were built. Each does nothing while it loads or shows what it
  /// loaded; a list retries while it shows no row. ``ScreenPresenter/retry()`` calls it.
  public func retry() {
    forEachLiveLoader { $0.retry() }
  }

  /// Attaches `view` (held weakly), replays kept state and queued messages to it, then resumes
  /// the reads a detach interrupted.
  ///
  /// - Parameter view: The screen's view.
  public func attach(_ view: View) {
    entryPointCalls += 1
    binding.attach(view)
    guard binding.isAttached else { return }
    forEachLiveLoader { $0.viewDidAttach() }
    forEachEmbedded { attach($0, to: view) }
  }

  /// Detaches `view` if it is the attached view, cancelling every read; writes keep running.
  ///
  /// - Parameter view: The view that goes away.
  /// - Returns: `true` when `view` was attached and is now detached; `false` (nothing happens)
  ///   for any other view.
  @discardableResult
  public func detach(_ view: View) -> Bool {
    entryPointCalls += 1
    guard binding.detach(view) else { return false }
    madeTasks?.cancelReads()
    forEachLiveLoader { $0.viewDidDetach() }
    forEachEmbedded { $0.detach(view) }
    return true
  }

  /// Keeps a subscription to a model's changes (a `NotificationCenter` observation through
  /// ``observe(_:object:in:owner:dispatcher:_:)``, a model observer's token, a Combine
  /// `AnyCancellable` wrapped in a ``CancellationHandle``) until the screen is released with its
  /// presenter, then cancels it: no `deinit` to write.
  ///
  /// - Parameter subscription: The subscription; held strongly.
  public func keep(_ subscription: any Cancellable) {
    subscriptions.append(subscription)
  }

  /// Tells a presenter test which presenter owns this screen, so that its reports name the
  /// presenter (`BooksPresenter`, `BooksPresenter's TaskScope`) and it checks that the presenter
  /// was deallocated. ``ScreenPresenter``'s `attach` calls it; nothing happens outside a test.
  ///
  /// - Parameter owner: The presenter.
  func noteOwner(_ owner: AnyObject) {
    guard !hasNotedOwner, let observer = observerAtCreation else { return }
    hasNotedOwner = true
    observer.sources([binding, tasks], ownedBy: owner)
  }

  /// Takes a lifecycle event: `viewDidLoad` starts the first load of every loader built on this
  /// screen (``PagedListLoader/load()``, ``ResourceLoader/load()``), in the order they were
  /// built; `viewWillAppear` and `viewDidDisappear` tell the binding when the view is visible
  /// (one-shot messages wait while it is hidden); then every event reaches the embedded
  /// presenters. ``ScreenPresenter``'s entry points send every event here before calling the
  /// presenter's hooks.
  ///
  /// - Parameter event: The event the view reported.
  public func handle(_ event: LifecycleEvent) {
    entryPointCalls += 1
    switch event {
    case .viewDidLoad: forEachLiveLoader { $0.load() }
    case .viewWillAppear, .viewDidDisappear:
      binding.handle(event)
      forEachLiveLoader { $0.visibilityDidChange() }
    case .viewDidAppear, .viewWillDisappear: break
    }
    forEachEmbedded { $0.handle(event) }
  }

  /// Embeds the presenter of a part of this screen (a banner, a section, a countdown): attaching
  /// a view attaches `child` to that view's part, detaching detaches it, and every lifecycle
  /// event this screen handles reaches it. The screen holds `child` strongly.
  ///
  /// The part is as visible as the screen. `child` is attached at once when a view is attached
  /// (now or later); when that view is hidden (between its `viewDidDisappear` and its
  /// `viewWillAppear`), `child` is first sent `viewDidDisappear` (unless that was already the
  /// last visibility event it received) and its binding counts the part as hidden from the start.
  /// Its one-shot messages, those it queued before being attached included, then wait until the
  /// screen's `viewWillAppear`; its state is delivered at once. The same holds for the presenters
  /// embedded in `child`.
  ///
  /// In a test, `child`'s work counts as this screen's: `MVPTestSupport`'s `waitUntilIdle()` and
  /// `waitUntilFinished(_:)` on ``tasks`` also await the work of a ``ScreenPresenter`` `child`
  /// and of the presenters embedded in it, and ``pendingWorkDescriptions`` lists it.
  ///
  /// ```swift
  /// screen.embed(banner, view: \.banner)   // the page view's banner part
  /// screen.embed(countdown, view: { $0 })  // a view that is also the countdown's view
  /// ```
  ///
  /// - Parameters:
  ///   - child: The part's presenter.
  ///   - part: The part of this screen's view that `child` drives.
  public func embed<Child: PresenterInterface>(
    _ child: Child, view part: @escaping (View) -> Child.View
  ) {
    let entry = EmbeddedPresenter<View>(
      part: { part($0) as AnyObject }, attach: { child.attach(part($0)) },
      detach: { child.detach(part($0)) }, handle: { child.handle($0) },
      pendingWork: { Self.pendingWork(of: child) })
    embeddedParts.append(entry)
    if let part = (child as? any ScreenPresenter)?.tasks { tasks.addPart(part) }
    if let view = binding.view { attach(entry, to: view) }
  }

  /// Attaches an embedded presenter to its part of `view`, the attached view, with the
  /// visibility of this screen (see ``embed(_:view:)``).
  private func attach(_ child: EmbeddedPresenter<View>, to view: View) {
    guard binding.isHidden else {
      child.noteVisible()
      child.attach(view)
      return
    }
    if !child.isHidden { child.handle(.viewDidDisappear) }
    CoveredParts.attach(child.part(view)) { child.attach(view) }
  }

  /// What an embedded presenter reports as pending: a ``ScreenPresenter``'s pending work, or a
  /// hand-written presenter's that reports it.
  private static func pendingWork(of child: some PresenterInterface) -> [String] {
    if let screenPresenter = child as? any ScreenPresenter {
      return screenPresenter.pendingWorkDescriptions
    }
    return (child as? any PendingWorkSource)?.pendingWorkDescriptions ?? []
  }

  /// Queued messages waiting for a view, then running or unwinding work, then the embedded
  /// presenters' pending work.
  public var pendingWorkDescriptions: [String] {
    binding.pendingWorkDescriptions + (madeTasks?.pendingWorkDescriptions ?? [])
      + embeddedParts.flatMap { unsafeDowncast($0, to: EmbeddedPresenter<View>.self).pendingWork() }
  }

  deinit {
    for subscription in subscriptions { subscription.cancel() }
  }

  /// Calls `body` with each registered loader that is still alive, in registration order.
  ///
  /// Iterates a copy of the list (no allocation unless a loader registers meanwhile); a loader
  /// released by an earlier one's call is skipped.
  /// Calls `body` with each embedded presenter, in the order they were embedded.
  private func forEachEmbedded(_ body: (EmbeddedPresenter<View>) -> Void) {
    guard !embeddedParts.isEmpty else { return }
    for part in embeddedParts { body(unsafeDowncast(part, to: EmbeddedPresenter<View>.self)) }
  }

  func forEachLiveLoader(_ body: (any ScreenWork) -> Void) {
    loaders.removeGone()
    let current = loaders
    current.forEachLive(body)
  }
}
