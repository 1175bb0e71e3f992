/// One repetition of a ``ScreenLifecycle`` (``ScreenLifecycle/repeating(_:every:clock:immediately:owner:work:then:)``,
/// ``ScreenLifecycle/repeating(_:clock:owner:tick:)`` and
/// ``ScreenLifecycle/repeating(_:clock:owner:wakingAt:)``): a loop of runs and sleeps on an
/// injected clock, in one read task of the screen's ``TaskScope`` under its key.
///
/// It runs only while the screen is active (a view attached and not hidden): becoming inactive
/// cancels the loop; becoming active again starts it, with a run at once or after the first
/// sleep. A run that returns no next sleep ends it for good. It holds its owner (the
/// presenter) weakly, through the closures it was given: a released owner ends it.
@MainActor
final class RepeatingWork: ScreenWork {
  /// A sleep on the repetition's clock: for a delay or until a deadline.
  typealias Sleep = @Sendable () async throws -> Void

  /// One run: the work and its delivery, returning the sleep before the next run (`nil`: stop).
  enum Run {
    /// Synchronous, on the main actor: runs at once when the repetition starts or resumes.
    case tick(@MainActor () -> Sleep?)
    /// Asynchronous (a poll): its result reaches the owner on the main actor.
    case poll(@MainActor () async -> Sleep?)
  }

  private let key: ScreenKey
  private weak var tasks: TaskScope?
  /// The sleep before the first run, and before a resumed one; `nil` to run at once.
  private let firstSleep: Sleep?
  private let run: Run
  private let isActiveScreen: @MainActor () -> Bool
  private var isRunning = false
  private(set) var isEnded = false

  init(
    key: ScreenKey, tasks: TaskScope, firstSleep: Sleep?, run: Run,
    isActiveScreen: @escaping @MainActor () -> Bool
  ) {
    self.key = key
    self.tasks = tasks
    self.firstSleep = firstSleep
    self.run = run
    self.isActiveScreen = isActiveScreen
  }

  /// Starts the first run (at once or after the first sleep) if the screen is active.
  func start() {
    refresh()
  }

  /// Ends the repetition for good and cancels a run or sleep in flight.
  func end() {
    guard !isEnded else { return }
    isEnded = true
    if isRunning { tasks?.cancel(key) }
    isRunning = false
  }

  func viewDidDetach() { refresh() }

  func viewDidAttach() { refresh() }

  func visibilityDidChange() { refresh() }

  /// Starts or cancels the loop when the screen became active or inactive.
  private func refresh() {
    let shouldRun = !isEnded && isActiveScreen()
    guard shouldRun != isRunning else { return }
    isRunning = shouldRun
    guard shouldRun else {
      tasks?.cancel(key)
      return
    }
    var first = firstSleep
    if first == nil, case .tick(let tick) = run {
      // A tick at once is synchronous: the view shows it before the call returns.
      guard let next = tick() else { return finish() }
      first = next
    }
    loop(first: first)
  }

  private func finish() {
    isEnded = true
    isRunning = false
  }

  private func loop(first: Sleep?) {
    tasks?.run(key, role: .read) { [weak self] in
      var sleep = first
      while true {
        if let sleep {
          do { try await sleep() } catch { return }
          guard !Task.isCancelled else { return }
        }
        guard let self, !self.isEnded else { return }
        let next: Sleep?
        switch self.run {
        case .tick(let tick): next = tick()
        case .poll(let poll): next = await poll()
        }
        guard !Task.isCancelled else { return }
        guard let next else { return self.finish() }
        sleep = next
      }
    }
  }
}
