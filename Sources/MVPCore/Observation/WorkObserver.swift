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
  /// A ``TaskScope`` or ``ViewBinding`` was created while observed; the observer holds it weakly
  /// and lists its pending work at the end of the test.
  ///
  /// - Parameter source: The new object.
  @MainActor func sourceCreated(_ source: any PendingWorkReporting)

  /// An observed ``ViewBinding`` was deinitialised while it still held queued updates.
  ///
  /// - Parameters:
  ///   - name: The source's type, for example `ViewBinding<any UserListView>`.
  ///   - pendingWork: One line per item it held, as its `pendingWorkDescriptions` said.
  func sourceReleased(_ name: String, pendingWork: [String])

  /// ``Module/assemble(presenter:makeView:)`` wired a module while observed.
  ///
  /// - Parameters:
  ///   - view: The module's view.
  ///   - presenter: The module's presenter.
  @MainActor func moduleAssembled(view: AnyObject, presenter: AnyObject)

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

  /// `work` ended: its task returned, or its operation was answered, cancelled or released.
  ///
  /// - Parameter work: The identity ``workStarted(_:)`` returned.
  func workEnded(_ work: WorkID)

  /// Suspends until `isDone` is true, and fails the test instead when it can never become true:
  /// every piece of observed work left waits for a stub call that nobody but the waiting test
  /// answers.
  ///
  /// - Parameters:
  ///   - isDone: The wait's condition, checked on the main actor after every change of the
  ///     observed work.
  ///   - waiting: What the caller waits for, for the failure, for example `waitUntilIdle()`.
  ///   - fileID: The waiting test's `#fileID`.
  ///   - filePath: The waiting test's `#filePath`.
  ///   - line: The waiting test's `#line`.
  ///   - column: The waiting test's `#column`.
  /// - Returns: `true` when `isDone` became true; `false` when the wait failed the test.
  @MainActor func wait(
    until isDone: @MainActor () -> Bool,
    waiting: String,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) async -> Bool

  /// The dispatcher that ``DefaultDispatcher`` resolves to while observed.
  var defaultDispatcher: any Dispatcher { get }
}
