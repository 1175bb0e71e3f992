/// The asynchronous work a presenter owns: `async` tasks and completion-handler operations that
/// end when the presenter stops needing them.
///
/// Work starts one way, ``perform(_:role:owner:work:then:)``: with `work:` for an `async` service
/// method, or with `operation:` for a completion-handler one (which hands back a ``Cancellable``,
/// or nothing when it cannot stop), whose answer reaches the main actor through the scope's
/// ``dispatcher``, given once when the scope is created. A loader takes the same two shapes as a
/// ``ServiceCall``.
///
/// - Work is cancelled by ``cancelAll()`` and ``cancelReads()`` (a detach calls it: reads stop,
///   writes finish; see ``WorkRole``). When the scope is deinitialised together with its
///   presenter, its reads are cancelled and its writes are not.
/// - After ``cancel(_:)`` the key is free at once: ``isRunning(_:)-(ScreenKey)`` is `false` and
///   new work under it starts at once, though the cancelled task may still be unwinding (tests await that
///   with `MVPTestSupport`'s `waitUntilIdle()`).
/// - Work started under a ``ScreenKey`` supersedes the *read* running under that key (it is
///   cancelled and its result is never delivered), so a refresh cancels an in-flight load.
/// - **A write is never cancelled by other work.** While a write (``WorkRole/write``) runs under a
///   key, new work under that key is refused: ``perform(_:role:owner:work:then:)`` returns `nil`
///   (`false` for a completion-handler operation), nothing starts and the write goes on. Keying a
///   write by what it changes (`"delete.\(id)"`) is the double-submit guard: a second tap on the same row does nothing while
///   the first deletion runs, and deletions of other rows run beside it. Only ``cancel(_:)`` and
///   ``cancelAll()`` cancel a write.
/// - **A write outlives its screen.** When the presenter is released (the user left the screen)
///   while a write runs, the write runs to its end and its outcome goes to the scope's
///   ``WriteOutcomes`` (``WriteOutcomes/shared`` unless given another) as a ``WriteOutcome``,
///   so the app can show a failure; never nowhere. A read's result is dropped instead.
/// - Results are delivered on the main actor to an `owner` held weakly, so a running request never
///   keeps its presenter alive and a result never reaches a presenter that is gone.
/// - `then` runs after the work has left its key: inside it, ``isRunning(_:)-(ScreenKey)`` is
///   `false` and new work under the same key starts (send the newer edit once a save returns).
/// - Tests call `MVPTestSupport`'s `waitUntilIdle()` to await every running task, and
///   ``pendingWorkDescriptions`` to fail when anything is left running.
///
/// `async` work passed to ``perform(_:role:owner:work:then:)`` runs off the main actor; results
/// come back to it.
@MainActor
public final class TaskScope: PendingWorkSource {
  struct RunningTask: Sendable {
    let key: ScreenKey?
    let role: WorkRole
    let task: Task<Void, Never>
    /// Its identity for a test kit's observer; `nil` when not observed.
    var work: WorkID?
    /// Told when this scope cancels it (see ``whenCancelled(_:_:)``).
    var onCancel: (@MainActor @Sendable () -> Void)?
    /// The live subscription it runs, if any (see `TaskScope+Subscriptions.swift`).
    var activity: SubscriptionActivity? = nil
  }

  struct RunningOperation: Sendable {
    let key: ScreenKey?
    let role: WorkRole
    let handle: any Cancellable
    /// Whether its answer is still awaited; shared with its completion.
    let ticket: OperationTicket
    /// Its identity for a test kit's observer; `nil` when not observed.
    var work: WorkID?
    /// Told when this scope cancels it (see ``whenCancelled(_:_:)``).
    var onCancel: (@MainActor @Sendable () -> Void)?
  }

  private(set) var tasks: [Int: RunningTask] = [:]
  /// Cancelled tasks that have not finished unwinding; awaited by `waitUntilIdle`, but no longer
  /// running under their key.
  private(set) var unwinding: [Int: RunningTask] = [:]
  private(set) var operations: [Int: RunningOperation] = [:]
  /// The identity of the next work started (see ``whenCancelled(_:_:)``).
  private(set) var nextID = 0
  /// The scopes of the presenters embedded in the screen that owns this scope (see
  /// ``ScreenLifecycle/embed(_:view:)``), held weakly: the test kit's waits on this scope await
  /// their work too.
  var parts: [WeakTaskScope] = []
  /// The test kit watching this scope, if it was created inside a presenter test.
  let observer: (any WorkObserver)?
  /// Where the outcomes of writes go once their owner is gone.
  let writeOutcomes: WriteOutcomes
  /// The owner type that work started inside ``reporting(as:_:)`` names in its ``WriteOutcome``.
  private var reportedOwner: AnyObject.Type?

  /// How the answers of completion-handler operations (and of `ServiceCall.callbacks` calls
  /// run in this scope) reach the main actor, from whatever thread a service calls back on.
  public let dispatcher: any Dispatcher

  /// Creates an empty scope.
  ///
  /// - Parameters:
  ///   - writeOutcomes: Where a write reports when it ends after its owner was released; `nil`
  ///     (the default) for ``WriteOutcomes/shared``, or inside a presenter test of
  ///     `MVPTestSupport`, that test's own.
  ///   - dispatcher: How completion-handler answers reach the main actor; defaults to `.default`
  ///     (``MainQueueDispatcher``, the main queue in an app; in a presenter test, one that fails
  ///     the test when used). Tests pass `MVPTestSupport`'s immediate or manual dispatcher.
  public convenience init(
    writeOutcomes: WriteOutcomes? = nil, dispatcher: any Dispatcher = .default
  ) {
    self.init(
      writeOutcomes: writeOutcomes, dispatcher: dispatcher, observer: WorkObservation.observer)
  }

  /// Creates an empty scope that reports to `observer`, the test kit watching when its owner was
  /// made (a screen makes its scope when first used).
  package init(
    writeOutcomes: WriteOutcomes?, dispatcher: any Dispatcher, observer: (any WorkObserver)?
  ) {
    self.observer = observer
    self.writeOutcomes = writeOutcomes ?? observer?.writeOutcomes ?? .shared
    self.dispatcher = dispatcher
    observer?.sourceCreated(self, runsWork: true)
  }

  deinit {
    // Reads end with the scope: nobody waits for them. Writes run on and report to
    // `writeOutcomes` (their tasks and operations hold what they need).
    let observer = self.observer
    for entry in tasks.values {
      if entry.role == .write {
        if let work = entry.work { observer?.workOutlived(work) }
      } else {
        // A live subscription ends with its screen: not abandoned.
        if let work = entry.work, entry.activity == nil { observer?.workAbandoned(work) }
        entry.task.cancel()
      }
    }
    for entry in unwinding.values { entry.task.cancel() }
    for entry in operations.values {
      if entry.role == .write {
        if let work = entry.work { observer?.workOutlived(work) }
      } else {
        if let work = entry.work {
          observer?.workAbandoned(work)
          observer?.workEnded(work)
        }
        entry.handle.cancel()
      }
    }
  }

  /// Whether no task is running or unwinding and no completion-handler operation is waiting for
  /// its answer.
  public var isIdle: Bool {
    tasks.isEmpty && unwinding.isEmpty && operations.isEmpty
  }

  /// Whether work started under `key` is still running and was not cancelled.
  ///
  /// - Parameter key: The key the work was started under.
  /// - Returns: `true` while a task or operation under `key` has neither finished nor been
  ///   cancelled; `false` at once after ``cancel(_:)``, and inside the work's own `then`.
  public func isRunning(_ key: ScreenKey) -> Bool {
    isRunning(matching: { entryKey, _ in entryKey == key })
  }

  /// Whether any work of `role` is running and was not cancelled.
  ///
  /// - Parameter role: ``WorkRole/read`` or ``WorkRole/write``.
  /// - Returns: `true` while such a task or operation has neither finished nor been cancelled.
  public func isRunning(_ role: WorkRole) -> Bool {
    isRunning(matching: { _, entryRole in entryRole == role })
  }

  private func isRunning(matching matches: (ScreenKey?, WorkRole) -> Bool) -> Bool {
    tasks.values.contains { matches($0.key, $0.role) }
      || operations.values.contains { matches($0.key, $0.role) }
  }

  /// Starts a main-actor task, first cancelling the read running under `key`; refused while a
  /// write runs under `key`.
  ///
  /// The operation must not capture its presenter strongly across suspension points (capture it
  /// `weak`), or the presenter lives until the task ends. Prefer
  /// ``perform(_:role:owner:work:then:)``, which enforces that.
  ///
  /// - Parameters:
  ///   - key: The slot to run in, or `nil` for work that supersedes nothing.
  ///   - role: Whether a detach cancels it (``WorkRole/read``, the default) or not
  ///     (``WorkRole/write``); see ``cancelReads()``.
  ///   - operation: The work. Check `Task.isCancelled` after each `await` before touching a view.
  /// - Returns: The task, for callers that want to await it; `nil` when a write runs under `key`
  ///   (nothing started).
  @discardableResult
  package func run(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    operation: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never>? {
    start(key, role: role) { _, _ in await operation() }
  }

  /// Starts a task for `body`, which gets a closure that takes the work off its key (so that its
  /// own completion may start new work under it) and the work's identity for the observer;
  /// `activity` for a live subscription's task.
  func start(
    _ key: ScreenKey?,
    role: WorkRole,
    activity: SubscriptionActivity? = nil,
    body: @escaping @MainActor (_ leaveKey: @escaping @MainActor () -> Void, WorkID?) async -> Void
  ) -> Task<Void, Never>? {
    guard claim(key) else { return nil }
    let id = makeID()
    let observer = self.observer
    let work = observer?.workStarted(Self.describeTask(id, key: key))
    let task = Task { [weak self] in
      let leaveKey: @MainActor () -> Void = { [weak self] in
        self?.tasks[id] = nil
        self?.unwinding[id] = nil
      }
      if let work {
        await WorkObservation.$currentWork.withValue(work) { await body(leaveKey, work) }
      } else {
        await body(leaveKey, nil)
      }
      self?.tasks[id] = nil
      self?.unwinding[id] = nil
      if let work { observer?.workEnded(work) }
    }
    if let work { observer?.work(work, runsAs: task) }
    tasks[id] = RunningTask(key: key, role: role, task: task, work: work, activity: activity)
    return task
  }

  /// Runs `async` work off the main actor and delivers its result to `owner` on the main actor,
  /// first cancelling the read running under `key`; refused while a write runs under `key`.
  ///
  /// `then` is not called when the work was cancelled (by ``cancel(_:)``, ``cancelAll()``, newer
  /// work under the same key, or, for a read, the scope's deinitialisation) or when `owner` is
  /// gone; so a superseded or abandoned request never reaches the view. A write whose `owner` is
  /// gone reports to the scope's ``WriteOutcomes`` instead.
  ///
  /// A failure that is a cancellation (for example `CancellationError` thrown by a service whose
  /// task was *not* cancelled) is delivered like any other failure: only cancellation this scope
  /// asked for is silent.
  ///
  /// - Parameters:
  ///   - key: The slot to run in, or `nil` for work that supersedes nothing.
  ///   - role: Whether a detach cancels it (``WorkRole/read``, the default) or not
  ///     (``WorkRole/write``); see ``cancelReads()``.
  ///   - owner: The object that receives the result, usually the presenter; held weakly.
  ///   - work: The work, for example a service call. Must not capture `owner`.
  ///   - then: Receives `owner` and the outcome, on the main actor, once the work has left `key`.
  /// - Returns: The task, for callers that want to await it; `nil` when a write runs under `key`
  ///   (nothing started, `then` is never called).
  @discardableResult
  public func perform<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    work: @escaping @Sendable () async throws -> Value,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Task<Void, Never>? {
    let delivery = Delivery(
      owner: owner, key: key, role: role, outcomes: writeOutcomes, reportedAs: reportedOwner,
      then: then)
    return start(key, role: role) { leaveKey, id in
      let result: Result<Value, any Error>
      do {
        result = .success(try await work())
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled else { return }
      leaveKey()
      delivery.deliver(result, work: id)
    }
  }

  /// Starts a completion-handler operation and delivers its result to `owner` on the main actor
  /// through the scope's ``dispatcher``, first cancelling the read running under `key`; refused
  /// while a write runs under `key`.
  ///
  /// The operation's completion may be called on any thread. `then` is not called when the
  /// operation was cancelled or superseded before its answer reached the main actor, when
  /// `owner` is gone (a write then reports to the scope's ``WriteOutcomes``), or for a second
  /// answer to the same operation.
  ///
  /// ```swift
  /// screen.tasks.perform(
  ///   "save", role: .write, owner: self,
  ///   operation: { completion in service.save(book) { completion($0.mapError { $0 }) } },
  ///   then: { presenter, result in presenter.didSave(result) })
  /// ```
  ///
  /// - Parameters:
  ///   - key: The slot to run in, or `nil` for work that supersedes nothing.
  ///   - role: Whether a detach cancels it (``WorkRole/read``, the default) or not
  ///     (``WorkRole/write``); see ``cancelReads()``.
  ///   - owner: The object that receives the result, usually the presenter; held weakly.
  ///   - operation: Starts the work, passing it the completion to call once, and returns its
  ///     ``Cancellable``. Must not capture `owner`.
  ///   - then: Receives `owner` and the outcome, on the main actor, once the operation has left
  ///     `key`.
  /// - Returns: `true` when the operation started; `false` when a write runs under `key`
  ///   (`operation` is not called).
  @discardableResult
  public func perform<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) ->
      any Cancellable,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    startOperation(
      key, role: role, owner: owner, through: dispatcher, operation: operation, then: then)
  }

  /// Starts a completion-handler operation that cannot be cancelled (a service method that
  /// returns nothing) and delivers its result to `owner` on the main actor through the scope's
  /// ``dispatcher``.
  ///
  /// The same as the `perform` whose operation returns a ``Cancellable``, for a service that
  /// cannot stop its work: when the scope cancels the operation (superseded, a detach or the
  /// scope's end for a read), the service goes on, and its late answer is dropped. The operation then no
  /// longer counts as running: ``isIdle`` is `true`, and `MVPTestSupport` does not report its stub
  /// call as left over.
  ///
  /// - Parameters:
  ///   - key: The slot to run in, or `nil` for work that supersedes nothing.
  ///   - role: ``WorkRole/read`` (the default; dropped on detach) or ``WorkRole/write``.
  ///   - owner: The object that receives the result, usually the presenter; held weakly.
  ///   - operation: Starts the work, passing it the completion to call once. Must not capture
  ///     `owner`.
  ///   - then: Receives `owner` and the outcome, on the main actor.
  /// - Returns: `true` when the operation started; `false` when a write runs under `key`.
  @discardableResult
  public func perform<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) -> Void,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    startOperation(
      key, role: role, owner: owner, through: dispatcher,
      operation: { completion -> any Cancellable in
        operation(completion)
        return CancellationHandle()
      }, then: then)
  }

  /// Starts a completion-handler operation whose answer reaches the main actor through
  /// `dispatcher`: the scope's own, or the one a deprecated call or ``ServiceCall`` names.
  @discardableResult
  func startOperation<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey?,
    role: WorkRole,
    owner: Owner,
    through dispatcher: any Dispatcher,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) ->
      any Cancellable,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    guard claim(key) else { return false }
    let id = makeID()
    let ticket = OperationTicket()
    let delivery = Delivery(
      owner: owner, key: key, role: role, outcomes: writeOutcomes, reportedAs: reportedOwner,
      then: then)
    let observer = self.observer
    let work = observer?.workStarted(Self.describeOperation(id, key: key))
    let completion: @Sendable (Result<Value, any Error>) -> Void = { [weak self] result in
      dispatcher.dispatch {
        // Deliver only the first answer of an operation that is still current; an answer may
        // also arrive synchronously, before `operation` has returned its handle. A read whose
        // scope is gone was cancelled with it; a write outlives it.
        guard ticket.isCurrent, self != nil || delivery.role == .write else { return }
        ticket.end()
        self?.operations[id] = nil
        if let work { observer?.workEnded(work) }
        delivery.deliver(result, work: work)
      }
    }
    let handle =
      if let work {
        WorkObservation.$currentWork.withValue(work) { operation(completion) }
      } else {
        operation(completion)
      }
    if ticket.isCurrent {
      // A write keeps its handle alive until it is answered, even past the scope's end.
      if role == .write { ticket.handle = handle }
      operations[id] = RunningOperation(
        key: key, role: role, handle: handle, ticket: ticket, work: work)
    }
    return true
  }

  /// Runs `body`, whose work names `owner` instead of its own owner in the ``WriteOutcome`` it
  /// reports once that owner is gone: a form that saves for its presenter reports the presenter.
  ///
  /// - Parameters:
  ///   - owner: The type to name, for example the presenter's.
  ///   - body: Starts the work; runs at once.
  func reporting(as owner: AnyObject.Type, _ body: () -> Void) {
    let outer: AnyObject.Type? = reportedOwner
    reportedOwner = owner
    defer { reportedOwner = outer }
    body()
  }

  /// Whether work may start under `key`: refused while a write runs under it; otherwise the read
  /// running under it is cancelled and the key is free.
  private func claim(_ key: ScreenKey?) -> Bool {
    guard let key else { return true }
    guard !isRunning(matching: { entryKey, role in entryKey == key && role == .write }) else {
      return false
    }
    cancel(key)
    return true
  }

  /// Cancels the work running under `key`; its result will not be delivered. The key is free at
  /// once: ``isRunning(_:)-(ScreenKey)`` answers `false` and new work under it starts at once.
  ///
  /// - Parameter key: The key the work was started under.
  public func cancel(_ key: ScreenKey) {
    cancel(matching: { entryKey, _ in entryKey == key })
  }

  /// Cancels every read (``WorkRole/read``) and leaves writes running. Presenters call it when
  /// their view detaches: nobody waits for a read any more, while a write's outcome must still
  /// reach the next view.
  public func cancelReads() {
    cancel(matching: { _, role in role == .read })
  }

  /// Cancels all work in the scope, reads and writes.
  public func cancelAll() {
    cancel(matching: { _, _ in true })
  }

  /// Cancels the matching operations and tasks; cancelled tasks move to `unwinding`, so their
  /// keys are free at once while `waitUntilIdle()` still awaits them.
  private func cancel(matching matches: (ScreenKey?, WorkRole) -> Bool) {
    var told: [@MainActor @Sendable () -> Void] = []
    defer { for onCancel in told { onCancel() } }  // once every matching work is gone
    for (id, entry) in operations where matches(entry.key, entry.role) {
      if let onCancel = entry.onCancel { told.append(onCancel) }
      operations[id] = nil
      entry.ticket.end()
      entry.handle.cancel()
      if let work = entry.work {
        observer?.workCancelled(work, role: entry.role)
        observer?.workEnded(work)
      }
    }
    for (id, entry) in tasks where matches(entry.key, entry.role) {
      if let onCancel = entry.onCancel { told.append(onCancel) }
      if let work = entry.work { observer?.workCancelled(work, role: entry.role) }
      tasks[id] = nil
      unwinding[id] = entry
      entry.task.cancel()
    }
  }

  /// Has this scope call `onCancel` when it cancels the work `id` (``nextID`` before it started),
  /// once that and all other work it cancels with it are gone; nothing when `id` has ended.
  func whenCancelled(_ id: Int, _ onCancel: @escaping @MainActor @Sendable () -> Void) {
    tasks[id]?.onCancel = onCancel
    operations[id]?.onCancel = onCancel
  }

  private func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }
}
