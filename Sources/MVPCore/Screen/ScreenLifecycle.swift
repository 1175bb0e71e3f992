/// The lifecycle of one screen, in one place: its view binding, its work and the loaders that
/// resume, wired so that every presenter behaves the same under any order of events.
///
/// A presenter keeps one, forwards `attach`, `detach` and lifecycle events to it, and builds its
/// loaders (``PagedListLoader``, ``ResourceLoader``) on it. The contract it gives every screen:
/// - **Attach** replays kept state and queued messages to the view (see ``ViewBinding``), then
///   resumes every read that a detach interrupted, without showing its progress twice.
/// - **Detach** names the view; a late detach from a view that was already replaced does
///   nothing. The attached view's detach cancels every read (``WorkRole/read``): nobody waits
///   for it, and it resumes on the next attach. Writes (``WorkRole/write``) keep running and their
///   outcome reaches the view attached when they finish.
/// - **Lifecycle events** tell the binding when the view is hidden, so one-shot messages wait
///   until it appears again.
/// - **Progress** (loading, loading more, saving) is kept state: a view attached at any moment
///   shows exactly the progress that is true then. It receives the latest value of every
///   indicator that was ever shown, a "hide" included, together with the content, in the order
///   they were sent: for example `hideLoading`, `showRows`, `showLoadingMore` for a list attached
///   while its second page loads.
/// - **Cancellation** that the screen asked for is never shown; any other cancellation reported
///   by a service is an error like any other, with retry.
///
/// Threading: main actor only.
@MainActor
public final class ScreenLifecycle<View>: PendingWorkReporting {
  /// The weak binding to the screen's view.
  public let binding: ViewBinding<View>

  /// The screen's work: reads and writes.
  public let tasks: TaskScope

  private var loaders: [WeakResumableWork] = []

  /// Creates a screen with no view attached and no work.
  ///
  /// - Parameter queueCapacity: The most one-shot messages kept while no visible view is
  ///   attached; defaults to 32.
  public init(queueCapacity: Int = 32) {
    binding = ViewBinding(queueCapacity: queueCapacity)
    tasks = TaskScope()
  }

  /// Whether a live view is attached.
  public var isAttached: Bool {
    binding.isAttached
  }

  /// Registers work to interrupt on detach and resume on attach; held weakly. Loaders built on
  /// this screen register themselves.
  ///
  /// - Parameter work: The loader.
  public func register(_ work: any ResumableWork) {
    loaders.removeAll { $0.work == nil || $0.work === work }
    loaders.append(WeakResumableWork(work: work))
  }

  /// Attaches `view` (held weakly), replays kept state and queued messages to it, then resumes
  /// the reads a detach interrupted.
  ///
  /// - Parameter view: The screen's view.
  public func attach(_ view: View) {
    binding.attach(view)
    guard binding.isAttached else { return }
    for loader in liveLoaders() { loader.viewDidAttach() }
  }

  /// Detaches `view` if it is the attached view, cancelling every read; writes keep running.
  ///
  /// - Parameter view: The view that goes away.
  /// - Returns: `true` when `view` was attached and is now detached; `false` (nothing happens)
  ///   for any other view.
  @discardableResult
  public func detach(_ view: View) -> Bool {
    guard binding.detach(view) else { return false }
    tasks.cancelReads()
    for loader in liveLoaders() { loader.viewDidDetach() }
    return true
  }

  /// Forwards a lifecycle event to the binding (visibility). Presenters call it from every
  /// lifecycle method, before acting on the event.
  ///
  /// - Parameter event: The event the view reported.
  public func handle(_ event: LifecycleEvent) {
    binding.handle(event)
  }

  /// Queued messages waiting for a view, then running or unwinding work.
  public var pendingWorkDescriptions: [String] {
    binding.pendingWorkDescriptions + tasks.pendingWorkDescriptions
  }

  private func liveLoaders() -> [any ResumableWork] {
    loaders.removeAll { $0.work == nil }
    return loaders.compactMap { $0.work }
  }
}
