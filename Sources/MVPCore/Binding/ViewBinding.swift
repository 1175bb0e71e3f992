/// A weak, re-attachable reference from a presenter to its view, with per-update delivery rules.
///
/// A presenter gets its binding from its ``ScreenLifecycle`` (`screen.binding`), which attaches
/// and detaches the view and tells the binding when the view appears and disappears.
///
/// `View` is the feature's view protocol, usually as an existential (`any UserListView`). Because
/// an existential does not satisfy a generic `AnyObject` constraint, the binding holds the view's
/// object in a weak `AnyObject` reference, and beside it the view's value as `attach` received it,
/// copied without retaining it; an update reads that copy only while the weak reference still
/// holds the object, so no update casts. The presenter therefore never retains its view: when the
/// view is deallocated the binding behaves as detached.
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
public final class ViewBinding<View>: PendingWorkSource {
  /// One update waiting to be delivered.
  private struct Entry {
    let sequence: Int
    let kind: UpdateKind
    let body: (View) -> Void
  }

  /// The most one-shot updates kept while detached or hidden; when exceeded the oldest is
  /// discarded.
  public let queueCapacity: Int

  /// The attached view's object; `viewBits` is read only while it holds it.
  private weak var storage: AnyObject?
  /// The attached view's value (a `View`), copied bit for bit by ``attach(_:)`` without retaining
  /// it. It is read (and so retained) only while ``storage`` holds the object, which keeps it
  /// alive: this is what a weak `View` reference would be if `View` could be declared weak, and it
  /// spares every update a cast of ``storage`` to `View` (a conformance lookup).
  nonisolated(unsafe) private let viewBits: UnsafeMutableRawPointer
  /// The view attached last, kept after a detach so that re-attaching it keeps its visibility.
  private weak var lastAttached: AnyObject?
  private var hidden = false
  /// One-shot updates waiting for a visible view, in submission order.
  private var queued: [Entry] = [] {
    didSet { queuedIsEmpty = queued.isEmpty }
  }
  /// Whether ``queued`` is empty, kept as a plain flag like ``outboxIsEmpty``.
  private var queuedIsEmpty = true
  /// Where each kept state is: its index in ``stateEntries`` and whether the attached view has
  /// its current version. Not generic, so that its one lookup per `.state` update (one hash of the
  /// key) runs specialized code.
  private var stateSlots: [ScreenKey: KeptStateSlot] = [:]
  /// The latest full version of each kept state, replayed on attach; in no particular order
  /// (replays are sorted by sequence). ``stateCount`` entries are initialized.
  ///
  /// A buffer managed by hand rather than an array: an `Entry` has the same layout for every
  /// `View`, so writing one through a pointer runs no generic code, while an array of a generic
  /// element looks up its metadata on every write (most of the cost of a `.state` update).
  nonisolated(unsafe) private var stateBuffer: UnsafeMutablePointer<Entry>?
  nonisolated(unsafe) private var stateCount = 0
  private var stateCapacity = 0
  /// Counts attaches and detaches: a state's ``KeptStateSlot/receivedIn`` equal to it means that the
  /// attached view has the state's current version.
  private var attachment = 0
  /// Updates accepted for the attached view and not yet delivered, in submission order.
  private var outbox: [Entry] = [] {
    didSet { outboxIsEmpty = outbox.isEmpty }
  }
  /// Whether ``outbox`` is empty, kept as a plain flag: the common path reads it without
  /// touching the generic array (in unspecialized code each access looks up its metadata).
  private var outboxIsEmpty = true
  private var isDelivering = false
  private var nextSequence = 0
  /// The test kit watching this binding, if it was created inside a presenter test.
  private let observer: (any WorkObserver)?

  /// Creates a binding with no view attached.
  ///
  /// - Parameters:
  ///   - queueCapacity: The most one-shot updates (``DeliveryPolicy/queue``) kept while no
  ///     visible view is attached, at least 1; defaults to 32.
  ///   - observer: The test kit watching, if any; defaults to the one of the current task (a
  ///     screen passes the one it already read).
  package init(
    queueCapacity: Int = 32, observer: (any WorkObserver)? = WorkObservation.observer
  ) {
    self.queueCapacity = max(1, queueCapacity)
    // The attached view's bits, then the scratch slot of `withAttachedView(of:_:)`.
    viewBits = UnsafeMutableRawPointer.allocate(
      byteCount: 2 * max(1, MemoryLayout<View>.stride), alignment: MemoryLayout<View>.alignment)
    viewBits.bindMemory(to: View.self, capacity: 2)
    self.observer = observer
    observer?.sourceCreated(self, runsWork: false)
  }

  deinit {
    // Never initialized as `View`s (bits copied in, views moved to the scratch slot without being
    // retained): nothing to deinitialize.
    viewBits.deallocate()
    if let stateBuffer {
      stateBuffer.deinitialize(count: stateCount)
      stateBuffer.deallocate()
    }
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
    guard let object = storage else { return nil }
    // `object` keeps the view alive while its bits are copied (and retained) as a `View`.
    return withExtendedLifetime(object) { viewBits.load(as: View.self) }
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
    withUnsafeBytes(of: view) { bytes in
      if let base = bytes.baseAddress { viewBits.copyMemory(from: base, byteCount: bytes.count) }
    }
    storage = object
    lastAttached = object
    requeueUndelivered()
    attachment &+= 1
    // A binding with nothing kept (a module being built) skips the generic array work.
    guard !stateSlots.isEmpty || (!hidden && !queuedIsEmpty) else { return }
    outbox = sortedBySequence(stateEntries + (hidden ? [] : queued))
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
    attachment &+= 1
    return true
  }

  /// Records that the attached view became visible; one-shot updates held while it was hidden
  /// are delivered now, in order.
  package func viewWillAppear() {
    guard hidden else { return }
    hidden = false
    guard storage != nil, !queuedIsEmpty else { return }
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
    // Nothing else waits: the attached view gets the change if it has the state, else all of it.
    let object = !isDelivering && outboxIsEmpty ? storage : nil
    // One hash of the key: its slot is found by index, and added only the first time.
    let wasReceived: Bool
    if let slot = stateSlots.index(forKey: key) {
      let kept = stateSlots.values[slot]
      wasReceived = kept.receivedIn == attachment
      // Written only when it changes: a view that keeps receiving costs no dictionary write.
      if object != nil && !wasReceived { stateSlots.values[slot].receivedIn = attachment }
      stateBuffer.unsafelyUnwrapped[kept.index] = full
    } else {
      wasReceived = false
      stateSlots[key] = KeptStateSlot(
        index: stateCount, receivedIn: object != nil ? attachment : attachment &- 1)
      appendState(full)
    }
    if let object {
      deliver(wasReceived ? change : replay, to: object)
      return
    }
    guard isDelivering || !outboxIsEmpty else { return }
    let hasPrevious = wasReceived && !outbox.contains { $0.kind == .state(key) }
    outbox.removeAll { $0.kind == .state(key) }
    send(hasPrevious ? Entry(sequence: sequence, kind: .state(key), body: change) : full)
  }

  /// Keeps `replay` as the latest version of the state under `key` for views that attach later,
  /// without delivering it to the attached view, which is where the change came from (a form's
  /// draft the user typed): it counts as having that version.
  ///
  /// An older version of the state still waiting to be replayed to the attached view is replaced
  /// by this one there, so that view never receives the older version.
  ///
  /// - Parameters:
  ///   - key: The state's key, as in ``DeliveryPolicy/state(_:)``.
  ///   - replay: The full state, for every view that attaches later.
  package func keepState(_ key: ScreenKey, replay: @escaping (View) -> Void) {
    let full = Entry(sequence: makeSequence(), kind: .state(key), body: replay)
    let waits = outbox.contains { $0.kind == .state(key) }
    let receivedIn = storage != nil && !waits ? attachment : attachment &- 1
    if let slot = stateSlots.index(forKey: key) {
      stateSlots.values[slot].receivedIn = receivedIn
      stateBuffer.unsafelyUnwrapped[stateSlots.values[slot].index] = full
    } else {
      stateSlots[key] = KeptStateSlot(index: stateCount, receivedIn: receivedIn)
      appendState(full)
    }
    guard waits else { return }
    outbox.removeAll { $0.kind == .state(key) }
    send(full)
  }

  /// Forgets the state kept under `key`, so that later views do not receive it; a replay of it
  /// still waiting for the attached view is withdrawn too.
  ///
  /// - Parameter key: The key given to ``DeliveryPolicy/state(_:)``.
  package func clearState(_ key: ScreenKey) {
    if let slot = stateSlots.removeValue(forKey: key) {
      // Move the last entry into the hole, and tell its slot.
      let last = removeLastState()
      if slot.index < stateCount {
        stateBuffer.unsafelyUnwrapped[slot.index] = last
        if case .state(let movedKey) = last.kind { stateSlots[movedKey]?.index = slot.index }
      }
    }
    outbox.removeAll { $0.kind == .state(key) }
  }

  /// Whether a state is kept under `key`.
  ///
  /// - Parameter key: The key given to ``DeliveryPolicy/state(_:)``.
  /// - Returns: `true` until ``clearState(_:)`` forgets it.
  package func hasState(_ key: ScreenKey) -> Bool {
    stateSlots[key] != nil
  }

  /// Forgets all kept state and queued updates.
  package func reset() {
    stateSlots.removeAll()
    stateBuffer?.deinitialize(count: stateCount)
    stateCount = 0
    queued.removeAll()
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
  /// the view sent meanwhile. Reads the attached view once.
  ///
  /// - Parameter body: The update.
  /// - Returns: `false`, delivering nothing, when an update is being delivered or waits, or no
  ///   view is attached.
  private func deliverAtOnce(_ body: (View) -> Void) -> Bool {
    guard !isDelivering, outboxIsEmpty, let object = storage else { return false }
    deliver(body, to: object)
    return true
  }

  /// Runs `body` on the attached view, whose object is `object`, as the update being delivered,
  /// then delivers the outbox (what the view sent meanwhile).
  ///
  /// - Parameters:
  ///   - body: The update.
  ///   - object: The attached view's object, read from ``storage``: it keeps the view alive.
  private func deliver(_ body: (View) -> Void, to object: AnyObject) {
    isDelivering = true
    withAttachedView(of: object, body)
    isDelivering = false
    if !outboxIsEmpty { drain() }
  }

  /// Runs `body` with the attached view, lent from ``viewBits`` with no reference counting: its
  /// object, read from ``storage``, keeps it alive meanwhile.
  ///
  /// The value is taken out of ``viewBits`` as the owned `View` it is a bit copy of (it owns no
  /// reference: `attach` retained nothing), lent to `body`, and then moved into a scratch slot
  /// that is never read or deinitialized, so that it is never released either. ``viewBits``
  /// itself is not written, so a view attached from inside `body` stays attached.
  @inline(__always)
  private func withAttachedView(of object: AnyObject, _ body: (View) -> Void) {
    let slot = viewBits.assumingMemoryBound(to: View.self)
    let view = slot.move()
    body(view)
    (slot + 1).initialize(to: consume view)
    extendLifetime(object)
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
  /// the outbox. Reads the attached view once per update delivered.
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
      guard let current = storage else {
        outbox.insert(entry, at: 0)
        requeueUndelivered()
        return
      }
      if case .state(let key) = entry.kind {
        stateSlots[key]?.receivedIn = attachment
      } else if case .queue = entry.kind, hidden {
        enqueue([entry])
        next = nextInOutbox()
        continue
      }
      withAttachedView(of: current, entry.body)
      next = nextInOutbox()
    }
  }

  private func nextInOutbox() -> Entry? {
    outbox.isEmpty ? nil : outbox.removeFirst()
  }

  /// Moves one-shot updates that were accepted but not delivered back to the queue; drops the
  /// rest (states are kept in `stateEntries` anyway).
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

  // MARK: - Kept states

  /// Every kept state's latest full version, copied out of ``stateBuffer``.
  private var stateEntries: [Entry] {
    guard let stateBuffer, stateCount > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: stateBuffer, count: stateCount))
  }

  private func appendState(_ entry: Entry) {
    if stateCount == stateCapacity {
      let capacity = max(4, stateCapacity * 2)
      let grown = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
      if let stateBuffer {
        grown.moveInitialize(from: stateBuffer, count: stateCount)
        stateBuffer.deallocate()
      }
      stateBuffer = grown
      stateCapacity = capacity
    }
    (stateBuffer.unsafelyUnwrapped + stateCount).initialize(to: entry)
    stateCount += 1
  }

  private func removeLastState() -> Entry {
    stateCount -= 1
    return (stateBuffer.unsafelyUnwrapped + stateCount).move()
  }

  private func sortedBySequence(_ entries: [Entry]) -> [Entry] {
    entries.sorted { $0.sequence < $1.sequence }
  }
}
