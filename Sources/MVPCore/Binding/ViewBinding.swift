/// A weak, re-attachable reference from a presenter to its view, with per-update delivery rules.
///
/// A presenter gets its binding from its ``ScreenLifecycle`` (`screen.binding`), which attaches
/// and detaches the view and tells the binding when the view appears and disappears.
///
/// `View` is the feature's view protocol, usually as an existential (`any UserListView`). Because
/// an existential does not satisfy a generic `AnyObject` constraint, the binding stores the view as
/// a weak `AnyObject` and casts it back on use. The presenter therefore never retains its view:
/// when the view is deallocated the binding behaves as detached.
///
/// Every update goes through ``update(_:_:)`` (or ``updateState(_:change:replay:)``) with a
/// ``DeliveryPolicy`` that says what happens while no view is attached: dropped, queued for the
/// next visible view (one-shot), or kept as the latest state per key and replayed to each view
/// that attaches.
///
/// Delivery guarantees, whatever the view does from inside a view call:
/// - **In order, once.** Updates reach the view in submission order. An update sent while the
///   view is handling another one (for example a view whose `showProfile` calls back into its
///   presenter) waits until that call returns; it never overtakes, and is never overtaken by, a
///   replayed copy of older state.
/// - **Latest state wins.** When a state is replaced or cleared while its older version still
///   waits to be replayed, the view gets the newer version (or none), never the older one.
/// - **One-shot messages wait for a visible view.** After the view's `viewDidDisappear` queued
///   updates are held until its `viewWillAppear` (a message shown on a covered screen is lost in
///   UIKit).
///   State and progress are delivered at once: they describe the screen as it is.
/// - **Only the attached view can detach itself.** ``ScreenLifecycle/detach(_:)`` names the view;
///   a late detach from a view that was already replaced does nothing.
///
/// Updates run synchronously on the caller's turn of the main actor.
@MainActor
public final class ViewBinding<View>: PendingWorkReporting {
  /// One update waiting to be delivered.
  private struct Entry {
    enum Kind: Equatable {
      case drop
      case queue
      case state(ScreenKey)
    }

    let sequence: Int
    let kind: Kind
    let body: (View) -> Void
  }

  /// The most one-shot updates kept while detached or hidden; when exceeded the oldest is
  /// discarded.
  public let queueCapacity: Int

  private weak var storage: AnyObject?
  /// The view attached last, kept after a detach so that re-attaching it keeps its visibility.
  private weak var lastAttached: AnyObject?
  private var hidden = false
  /// One-shot updates waiting for a visible view, in submission order.
  private var queued: [Entry] = []
  /// The latest full version of each kept state, replayed on attach.
  private var states: [ScreenKey: Entry] = [:]
  /// Updates accepted for the attached view and not yet delivered, in submission order.
  private var outbox: [Entry] = [] {
    didSet { outboxIsEmpty = outbox.isEmpty }
  }
  /// Whether ``outbox`` is empty, kept as a plain flag: the common path reads it without
  /// touching the generic array (in unspecialized code each access looks up its metadata).
  private var outboxIsEmpty = true
  /// The state keys whose current version the attached view has received.
  private var receivedKeys: Set<ScreenKey> = []
  private var isDelivering = false
  private var nextSequence = 0
  /// The test kit watching this binding, if it was created inside a presenter test.
  private let observer: (any WorkObserver)?

  /// Creates a binding with no view attached.
  ///
  /// - Parameter queueCapacity: The most one-shot updates (``DeliveryPolicy/queue``) kept while
  ///   no visible view is attached, at least 1; defaults to 32.
  package init(queueCapacity: Int = 32) {
    self.queueCapacity = max(1, queueCapacity)
    observer = WorkObservation.observer
    observer?.sourceCreated(self, runsWork: false)
  }

  deinit {
    // Only observed in tests, where presenters are released on the main actor.
    guard let observer, MainQueue.isCurrent else { return }
    let lost = MainActor.assumeIsolated { queued.map(\.sequence) }
    guard !lost.isEmpty else { return }
    observer.sourceReleased(
      "ViewBinding<\(View.self)>",
      pendingWork: lost.map { "queued view update #\($0) was never delivered" })
  }

  /// The attached view, or `nil` when none is attached or it was deallocated.
  public var view: View? {
    storage as? View
  }

  /// Whether a live view is attached.
  public var isAttached: Bool {
    // Only views are ever stored, so a live object is a live view: no cast needed.
    storage != nil
  }

  /// Whether the attached view is known to be off screen: between its `viewDidDisappear` and its
  /// next `viewWillAppear`. A newly attached view counts as visible, unless it is the part of a
  /// hidden screen's view that the screen attaches to an embedded presenter
  /// (``ScreenLifecycle/embed(_:view:)``).
  package var isHidden: Bool {
    hidden
  }

  /// The number of one-shot updates waiting for a visible view.
  package var queuedUpdateCount: Int {
    queued.count
  }

  /// Attaches `view` (held weakly), replacing any attached view, then replays to it every kept
  /// state and every queued one-shot update, in the order they were sent. Queued updates are
  /// removed once delivered; states are kept for later views.
  ///
  /// Attaching a different view than the one attached last counts it as visible; attaching the
  /// same view again, with or without a detach in between, keeps its visibility. A part of a
  /// hidden screen's view attached to an embedded presenter counts as hidden (see
  /// ``ScreenLifecycle/embed(_:view:)``): its queued updates wait. Re-entrant:
  /// updates the view causes while handling the replay are delivered after it, in order.
  ///
  /// - Parameter view: The view to attach. It must be a class instance; the feature view
  ///   protocols are class-bound, so this always holds for them.
  package func attach(_ view: View) {
    let object = view as AnyObject
    if CoveredParts.contains(object) {
      hidden = true
    } else if lastAttached !== object {
      hidden = false
    }
    storage = object
    lastAttached = object
    requeueUndelivered()
    receivedKeys.removeAll()
    // A binding with nothing kept (a module being built) skips the generic array work.
    guard !states.isEmpty || (!hidden && !queued.isEmpty) else { return }
    outbox = sortedBySequence(states.values + (hidden ? [] : queued))
    if !hidden { queued.removeAll() }
    drain()
  }

  /// Detaches `view` if it is the attached view. Kept state and queued one-shot updates stay for
  /// the next view.
  ///
  /// A view that was replaced by another one (for example a SwiftUI view whose disappearance is
  /// reported after its successor appeared) cannot detach its successor: the call does nothing.
  ///
  /// - Parameter view: The view that goes away.
  /// - Returns: `true` when `view` was the attached view and is now detached.
  @discardableResult
  package func detach(_ view: View) -> Bool {
    guard let current = storage, current === (view as AnyObject) else { return false }
    storage = nil
    requeueUndelivered()
    receivedKeys.removeAll()
    return true
  }

  /// Records that the attached view became visible; one-shot updates held while it was hidden
  /// are delivered now, in order.
  package func viewWillAppear() {
    guard hidden else { return }
    hidden = false
    guard storage != nil, !queued.isEmpty else { return }
    outbox = sortedBySequence(outbox + queued)
    queued.removeAll()
    drain()
  }

  /// Records that the attached view stopped being visible; one-shot updates wait until it
  /// appears again. State updates are still delivered.
  package func viewDidDisappear() {
    hidden = true
  }

  /// Routes a lifecycle event to ``viewWillAppear()`` or ``viewDidDisappear()``; other events
  /// change nothing. `ScreenLifecycle.handle(_:)` calls it; presenters reach it only through their
  /// screen.
  ///
  /// - Parameter event: The event the view reported.
  package func handle(_ event: LifecycleEvent) {
    switch event {
    case .viewWillAppear, .viewDidAppear: viewWillAppear()
    case .viewWillDisappear, .viewDidDisappear: viewDidDisappear()
    case .viewDidLoad: break
    }
  }

  /// Sends an update to the view under a delivery policy.
  ///
  /// - Parameters:
  ///   - policy: What to do if no view is attached; see ``DeliveryPolicy``. Defaults to
  ///     ``DeliveryPolicy/drop``.
  ///   - body: The view calls to make. Runs at once when a view is attached and not handling
  ///     another update, otherwise after the updates sent before it.
  public func update(_ policy: DeliveryPolicy = .drop, _ body: @escaping (View) -> Void) {
    switch policy {
    case .drop:
      let sequence = makeSequence()
      if !deliverAtOnce(body) { send(Entry(sequence: sequence, kind: .drop, body: body)) }
    case .queue:
      let sequence = makeSequence()
      if !hidden && deliverAtOnce(body) { return }
      let entry = Entry(sequence: sequence, kind: .queue, body: body)
      if storage == nil || hidden {
        enqueue([entry])
      } else {
        send(entry)
      }
    case .state(let key):
      updateState(key, change: body, replay: body)
    }
  }

  /// Changes a kept state with an incremental update for the attached view, keeping the full
  /// version for later views.
  ///
  /// The attached view receives `change` (for example "insert these rows") when it already has
  /// the state; a view that has not received it yet (one attaching later, or one whose replay of
  /// the older version is still waiting) receives `replay` (for example "show all rows")
  /// instead, so it never applies a change to a state it does not have.
  ///
  /// - Parameters:
  ///   - key: The state's key, as in ``DeliveryPolicy/state(_:)``.
  ///   - change: The update for a view that shows the previous version of the state.
  ///   - replay: The full state, for every other view.
  public func updateState(
    _ key: ScreenKey,
    change: @escaping (View) -> Void,
    replay: @escaping (View) -> Void
  ) {
    let sequence = makeSequence()
    let full = Entry(sequence: sequence, kind: .state(key), body: replay)
    states[key] = full
    if !isDelivering && outboxIsEmpty {
      // Nothing else waits: the attached view gets the change if it has the state, else all of it.
      guard let current = view else { return }
      let hasPrevious = !receivedKeys.insert(key).inserted
      deliver(hasPrevious ? change : replay, to: current)
      return
    }
    let hasPrevious = receivedKeys.contains(key) && !outbox.contains { $0.kind == .state(key) }
    outbox.removeAll { $0.kind == .state(key) }
    send(hasPrevious ? Entry(sequence: sequence, kind: .state(key), body: change) : full)
  }

  /// Forgets the state kept under `key`, so that later views do not receive it; a replay of it
  /// still waiting for the attached view is withdrawn too.
  ///
  /// - Parameter key: The key given to ``DeliveryPolicy/state(_:)``.
  package func clearState(_ key: ScreenKey) {
    states[key] = nil
    receivedKeys.remove(key)
    outbox.removeAll { $0.kind == .state(key) }
  }

  /// Whether a state is kept under `key`.
  ///
  /// - Parameter key: The key given to ``DeliveryPolicy/state(_:)``.
  /// - Returns: `true` until ``clearState(_:)`` forgets it.
  package func hasState(_ key: ScreenKey) -> Bool {
    states[key] != nil
  }

  /// Forgets all kept state and queued updates.
  package func reset() {
    states.removeAll()
    queued.removeAll()
    receivedKeys.removeAll()
    outbox.removeAll { $0.kind != .drop }
  }

  /// One line per queued one-shot update still waiting for a view.
  public var pendingWorkDescriptions: [String] {
    queued.map {
      "queued view update #\($0.sequence) waiting for a \(view == nil ? "view" : "visible view")"
    }
  }

  // MARK: - Delivery

  private func makeSequence() -> Int {
    defer { nextSequence += 1 }
    return nextSequence
  }

  /// Delivers `body` to the attached view at once when nothing is being delivered and nothing
  /// waits in the outbox (the common case), without making an entry for it; then delivers what
  /// the view sent meanwhile. Casts the stored view once.
  ///
  /// - Parameter body: The update.
  /// - Returns: `false`, delivering nothing, when an update is being delivered or waits, or no
  ///   view is attached.
  private func deliverAtOnce(_ body: (View) -> Void) -> Bool {
    guard !isDelivering, outboxIsEmpty, let current = view else { return false }
    deliver(body, to: current)
    return true
  }

  /// Runs `body` on `view` as the update being delivered, then delivers the outbox (what the
  /// view sent meanwhile).
  private func deliver(_ body: (View) -> Void, to view: View) {
    isDelivering = true
    body(view)
    isDelivering = false
    if !outboxIsEmpty { drain() }
  }

  private func send(_ entry: Entry) {
    guard storage != nil else { return }
    if isDelivering || !outboxIsEmpty {
      outbox.append(entry)
      drain()
    } else {
      // Nothing is waiting: deliver at once, without a trip through the outbox.
      drain(startingWith: entry)
    }
  }

  /// Delivers `first`, when given, then the outbox, in order; re-entrant calls only append to
  /// the outbox. Casts the stored view once per update delivered.
  ///
  /// - Parameter first: An update that goes before everything in the outbox.
  private func drain(startingWith first: Entry? = nil) {
    guard !isDelivering else {
      if let first { outbox.insert(first, at: 0) }
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    var next = first ?? nextInOutbox()
    while let entry = next {
      guard let current = view else {
        outbox.insert(entry, at: 0)
        requeueUndelivered()
        return
      }
      if case .state(let key) = entry.kind {
        receivedKeys.insert(key)
      } else if case .queue = entry.kind, hidden {
        enqueue([entry])
        next = nextInOutbox()
        continue
      }
      entry.body(current)
      next = nextInOutbox()
    }
  }

  private func nextInOutbox() -> Entry? {
    outbox.isEmpty ? nil : outbox.removeFirst()
  }

  /// Moves one-shot updates that were accepted but not delivered back to the queue; drops the
  /// rest (states are kept in `states` anyway).
  private func requeueUndelivered() {
    guard !outboxIsEmpty else { return }
    let undelivered = outbox.filter { $0.kind == .queue }
    outbox.removeAll()
    enqueue(undelivered)
  }

  /// Adds one-shot updates to the queue in submission order, keeping at most `queueCapacity`
  /// (the newest).
  private func enqueue(_ entries: [Entry]) {
    guard !entries.isEmpty else { return }
    queued = sortedBySequence(queued + entries)
    if queued.count > queueCapacity {
      queued.removeFirst(queued.count - queueCapacity)
    }
  }

  private func sortedBySequence(_ entries: [Entry]) -> [Entry] {
    entries.sorted { $0.sequence < $1.sequence }
  }
}
