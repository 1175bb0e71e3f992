import MVPCore

/// The tasks waiting for a pull to refresh to end: what an observable screen state's
/// `refresh() async` suspends on, so that SwiftUI's `refreshable` keeps its indicator until the
/// presenter ends the refresh.
///
/// A list screen state calls ``wait()`` after forwarding the pull to its presenter (unless the
/// presenter ended it at once) and ``resumeAll()`` when the presenter sends `endRefreshing()`.
/// A waiting task that is cancelled (SwiftUI cancels `refreshable` work when the view goes away)
/// returns at once; the refresh itself goes on.
///
/// The tasks still waiting are its pending work: a presenter test of `MVPTestSupport` fails when
/// one still waits at its end (a refresh that never ended).
@MainActor
public final class RefreshWaiters: PendingWorkSource {
  private var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
  private var nextID = 0

  /// Creates an empty list of waiters.
  public init() {
    WorkObservation.observer?.sourceCreated(self, runsWork: true)
  }

  /// How many tasks are waiting.
  public var count: Int {
    waiting.count
  }

  /// One line per task waiting, in the order they started waiting.
  public var pendingWorkDescriptions: [String] {
    waiting.keys.sorted().map { "refresh() #\($0) waits for the refresh to end" }
  }

  /// Suspends the calling task until ``resumeAll()`` is called or the task is cancelled,
  /// whichever comes first; returns at once when the task is already cancelled.
  public func wait() async {
    let id = nextID
    nextID += 1
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume()
        } else {
          waiting[id] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.resume(id) }
    }
  }

  /// Resumes every waiting task, in the order they started waiting: the refresh they wait for
  /// ended.
  public func resumeAll() {
    let continuations = waiting.sorted { $0.key < $1.key }.map(\.value)
    waiting.removeAll()
    for continuation in continuations { continuation.resume() }
  }

  private func resume(_ id: Int) {
    waiting.removeValue(forKey: id)?.resume()
  }
}
