/// What a test kit sees of MVPCore's objects while it observes a test: the task scopes and view
/// bindings created, the modules assembled, the work that runs and how it ends, and the waits a
/// test performs on them.
///
/// MVPCore calls an observer only when a test kit installed one for the current task through
/// ``WorkObservation/observer`` (MVPTestSupport's presenter tests do); an app never has one, and
/// then every hook is a `nil` check.
///
/// Threading: every method may be called from any thread unless it is marked `@MainActor`.
package protocol WorkObserver: AnyObject, Sendable {
  /// A ``TaskScope``, ``ViewBinding`` or a screen state's `RefreshWaiters` was created while
  /// observed; the observer holds it weakly and lists its pending work at the end of the test.
  ///
  /// - Parameters:
  ///   - source: The new object.
  ///   - runsWork: `true` when its pending work is work that runs (a task scope, refresh
  ///     waiters), `false` when it is queued view updates (a binding).
  @MainActor func sourceCreated(_ source: any PendingWorkSource, runsWork: Bool)

  /// An observed ``ViewBinding`` was deinitialised while it still held queued updates.
  ///
  /// - Parameters:
  ///   - name: The source's type, for example `ViewBinding<any UserListView>`.
  ///   - pendingWork: One line per item it held, as its `pendingWorkDescriptions` said.
  /// Names `sources` after the presenter that owns them, so that a report says which presenter
  /// leaked or left work, and checks at the test's end that `owner` was deallocated.
  @MainActor func sources(_ sources: [any PendingWorkSource], ownedBy owner: AnyObject)

  func sourceReleased(_ name: String, pendingWork: [String])

  /// A ``Module`` was made while observed (by ``Module/assemble(presenter:makeView:)`` or a
  /// builder that wires its view itself); the observer checks at the end that both went away.
  ///
  /// - Parameters:
  ///   - view: The module's view.
  ///   - presenter: The module's presenter.
  func moduleAssembled(view: AnyObject, presenter: AnyObject)

  /// A task or completion-handler operation of an observed ``TaskScope`` starts.
  ///
  /// - Parameter description: How failures name it, for example `task #0 'pages'`.
  /// - Returns: The work's identity, which the scope makes current
  ///   (``WorkObservation/currentWork``) while the work calls its service.
  func workStarted(_ description: String) -> WorkID

  /// The task that runs `work`, so that the observer can tell when it was cancelled.
  ///
  /// - Parameters:
  ///   - work: The identity ``workStarted(_:)`` returned.
  ///   - task: The task.
  func work(_ work: WorkID, runsAs task: Task<Void, Never>)

  /// A ``TaskScope`` was released while `work` still ran and was not cancelled; the scope now
  /// cancels it. ``workEnded(_:)`` follows when it ends.
  ///
  /// - Parameter work: The identity ``workStarted(_:)`` returned.
  func workAbandoned(_ work: WorkID)

  /// A ``TaskScope`` was released while the write `work` ran; the write runs on, and its outcome
  /// goes to the scope's ``WriteOutcomes``. ``workEnded(_:)`` follows when it ends.
  ///
  /// - Parameter work: The identity ``workStarted(_:)`` returned.
  func workOutlived(_ work: WorkID)

  /// `work`'s result was handed on: to its owner's `then` (`toOwner`), or for a write whose owner
  /// was gone, to its scope's ``WriteOutcomes``. Not called for a result that was dropped (a
  /// cancelled work, a read whose owner is gone).
  ///
  /// - Parameters:
  ///   - work: The identity ``workStarted(_:)`` returned.
  ///   - toOwner: `true` when the owner received it, `false` when the outcomes did.
  func workDelivered(_ work: WorkID, toOwner: Bool)

  /// Where the task scopes created while observed send the outcomes of writes that outlive their
  /// owner, unless given their own; `nil` for ``WriteOutcomes/shared``.
  @MainActor var writeOutcomes: WriteOutcomes? { get }

  /// `work` was cancelled by its scope (``TaskScope/cancel(_:)``, ``TaskScope/cancelReads()``,
  /// ``TaskScope/cancelAll()``, or newer work under its key); not called when the scope is
  /// released. A test kit tells from `role` whether a write was cancelled.
  ///
  /// - Parameters:
  ///   - work: The identity ``workStarted(_:)`` returned.
  ///   - role: The work's role.
  func workCancelled(_ work: WorkID, role: WorkRole)

  /// `work` ended: its task returned, or its operation was answered, cancelled or released.
  ///
  /// - Parameter work: The identity ``workStarted(_:)`` returned.
  func workEnded(_ work: WorkID)

  /// `work` now waits for the test alone: for a stub call the test has not answered, or for a
  /// clock the test has not moved (a `ManualClock` sleep). Called on the observer that numbered
  /// the work (``WorkID/observer``).
  ///
  /// - Parameters:
  ///   - work: The waiting work, ``WorkObservation/currentWork`` where it waits.
  ///   - description: What it waits for, for a failure, for example `ManualClock to reach …`.
  func work(_ work: WorkID, waitsFor description: String)

  /// `work` runs again: what it waited for came (an answer, the clock moved), or was cancelled.
  ///
  /// - Parameter work: The work given to ``work(_:waitsFor:)``.
  func workResumed(_ work: WorkID)

  /// `work`, a live subscription whose source tells the observer nothing (not the test kit's
  /// stub), asks its source for the next value (`true`), or took one (`false`): only the source
  /// can move it meanwhile, at any moment. It does not wait for the test
  /// (``work(_:waitsFor:)``), so a test's waits do not fail on it; a checker that drives every
  /// source itself counts it as quiet.
  ///
  /// - Parameters:
  ///   - work: The subscription's work.
  ///   - awaitsUnwatchedSource: Whether it waits for its source now.
  func work(_ work: WorkID, awaitsUnwatchedSource: Bool)

  /// Something a wait may depend on changed (a stub's calls, a clock's sleepers): the waits
  /// check their condition again.
  func changed()

  /// An object created while observed holds work that the test must see finished, for example
  /// the sleepers of a `ManualClock`; at the end of the test each line `pendingWork` returns is
  /// reported as running work.
  ///
  /// - Parameters:
  ///   - name: How the report names the object, for example `ManualClock`.
  ///   - pendingWork: One line per piece of work the object holds, empty when none; called when
  ///     the test ends, from any thread. Kept until then.
  func holderCreated(_ name: String, pendingWork: @escaping @Sendable () -> [String])

  /// Suspends until `isDone` is true, and fails the test instead when it can never become true:
  /// every piece of observed work left waits for the test (``work(_:waitsFor:)``), which is
  /// waiting here.
  ///
  /// - Parameters:
  ///   - isDone: The wait's condition, checked on the main actor after every change of the
  ///     observed work.
  ///   - waiting: What the caller waits for, for the failure, for example `waitUntilIdle()`.
  ///   - detail: The state of what is awaited, for the failure, or `nil`.
  ///   - fileID: The waiting test's `#fileID`.
  ///   - filePath: The waiting test's `#filePath`.
  ///   - line: The waiting test's `#line`.
  ///   - column: The waiting test's `#column`.
  /// - Returns: `true` when `isDone` became true; `false` when the wait failed the test.
  @MainActor func wait(
    until isDone: @MainActor () -> Bool,
    waiting: String,
    detail: @MainActor () -> String?,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async -> Bool

  /// The dispatcher that `.default` (a ``MainQueueDispatcher``) resolves to while observed.
  var defaultDispatcher: any Dispatcher { get }
}

extension WorkObserver {
  /// Does nothing: an observer that needs no cancellations ignores them.
  package func workCancelled(_ work: WorkID, role: WorkRole) {}

  /// Does nothing: an observer that does not follow deliveries ignores them.
  package func workDelivered(_ work: WorkID, toOwner: Bool) {}

  /// `nil`: the scopes report to ``WriteOutcomes/shared``.
  @MainActor package var writeOutcomes: WriteOutcomes? { nil }

  /// ``wait(until:waiting:detail:fileID:filePath:line:column:)`` without a detail.
  @MainActor func wait(
    until isDone: @MainActor () -> Bool,
    waiting: String,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async -> Bool {
    await wait(
      until: isDone, waiting: waiting, detail: { nil }, fileID: fileID, filePath: filePath,
      line: line, column: column)
  }
}
