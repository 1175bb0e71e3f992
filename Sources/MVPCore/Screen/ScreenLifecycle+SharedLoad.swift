extension ScreenLifecycle {
  /// Makes a load that the parts embedded in this screen share (see ``SharedLoad``): one read
  /// under `key` in this screen's ``tasks``, started by the first part that loads.
  ///
  /// ```swift
  /// summary = screen.sharedLoad(key: "summary", fetch: .async { [service] in
  ///   try await service.summary()
  /// })
  /// header = AccountHeaderPresenter(account: summary.call(\.account))
  /// ```
  ///
  /// - Parameters:
  ///   - key: The task key the read runs under in ``tasks``, unique among this screen's work;
  ///     tests await it with `MVPTestSupport`'s `waitUntilFinished(_:)` on the page's `tasks`.
  ///   - fetch: Loads the whole value once for every part, a read. It must not capture the
  ///     presenter: capture the service.
  /// - Returns: The load, registered with this screen (held weakly by it); keep it in the page's
  ///   presenter and hand each part a call made with ``SharedLoad/call(_:)``.
  ///
  /// Threading: main actor.
  public func sharedLoad<Value: Sendable>(
    key: ScreenKey, fetch: ServiceCall<Void, Value>
  ) -> SharedLoad<Value> {
    SharedLoad(screen: self, key: key, fetch: fetch)
  }

  /// One load of a page, shared by its parts: each part stays an ordinary presenter that takes a
  /// `ServiceCall<Void, Piece>`, and the page hands it ``call(_:)``, the piece of this load that
  /// part shows, instead of a call to the service. The rules its parts follow
  /// (<doc:PagesOfParts> tells them with an example):
  ///
  /// - **One request.** The first part that loads starts the read (under ``key`` in the page's
  ///   ``ScreenLifecycle/tasks``); every part that loads while it runs waits for the same
  ///   answer. Each shows its own loading, then its piece.
  /// - **The value is kept.** A part that loads later, or resumes after a detach, gets its piece
  ///   at once from ``value``, with no request; its loading indicator is shown and hidden around
  ///   it, as for any load.
  /// - **A failure reaches every part waiting**: each shows its own error state, with retry.
  /// - **A retry retries them all.** A part's retry (or a part's first load) after a failure
  ///   starts one new read, and every part that shows the failure loads again with it, so they
  ///   all show the same answer: no part stays in error while another shows the fresh value.
  ///   ``retry()`` (the page's retry) does the same.
  /// - **A part that stops waiting** (its view detached, its presenter released) leaves the read
  ///   running for the others: only the page cancels it. Like any read, the page's detach
  ///   cancels it; the parts, detached with the page, resume on the next attach and start one
  ///   new read. A cancellation that the page did not ask for (a service that throws
  ///   `CancellationError`) is a failure like any other.
  /// - **A newer value** (``show(_:)``, for example the one a save answered) reaches every part
  ///   that shows a piece or the error state, and the parts still waiting.
  ///
  /// The parts that follow the load past their own wait (a retry, a newer value) are those that
  /// load with a ``ResourceLoader``; any other loader built on a call of this load gets its
  /// answer and nothing more.
  ///
  /// In a test, the read is the page's work: `waitUntilIdle()`, `waitUntilFinished(_:)` and
  /// `expectNoPendingWork(_:)` on the page's ``ScreenPresenter/tasks`` cover it, and each part's
  /// wait ends in the same main-actor turn as the read.
  ///
  /// Threading: main actor, like the loaders; the read runs as its ``ServiceCall`` says.
  @MainActor
  public final class SharedLoad<Value: Sendable>: ScreenWork {
    /// The key the read runs under in the page's ``ScreenLifecycle/tasks``.
    public let key: ScreenKey

    /// The value last loaded or shown, kept for the parts that load later; `nil` before the
    /// first successful load.
    public private(set) var value: Value?

    /// The failure of the last read; `nil` before any failure, while a read runs, and once a
    /// value is loaded or shown.
    public private(set) var error: ServiceError?

    /// Holds the page's scope, not its screen: the parts (held by the screen) hold this load.
    private let tasks: TaskScope
    private let fetch: ServiceCall<Void, Value>
    /// The parts' calls waiting for the read in flight, in the order they joined.
    private var waiters: [Waiter] = []
    /// Every owner (a part's loader) that ran a call of this load, in the order it first did.
    private var followers: [Follower] = []
    private var nextWaiterID = 0

    init(screen: ScreenLifecycle<View>, key: ScreenKey, fetch: ServiceCall<Void, Value>) {
      self.key = key
      self.tasks = screen.tasks
      self.fetch = fetch
      screen.register(self)
    }

    /// Whether the read is in flight.
    public var isLoading: Bool {
      tasks.isRunning(key)
    }

    /// A call that answers with a piece of this load, for a part's loader: the part runs it as
    /// it would run a call to the service (loading, error state, retry, resume), and it waits
    /// for this load instead of making a request.
    ///
    /// ```swift
    /// AccountHeaderPresenter(account: summary.call(\.account))
    /// ```
    ///
    /// - Parameter piece: The part's piece of the whole value, for example a key path or a
    ///   computed property; called for each answer and each newer value (on the main actor, but
    ///   `@Sendable`: it reads only the value it is given).
    /// - Returns: The call, which holds this load strongly.
    public func call<Piece: Sendable>(
      _ piece: @escaping @Sendable (Value) -> Piece
    ) -> ServiceCall<Void, Piece> {
      let join = SharedJoin<Value> { [self] follower, answer in
        self.join(follower, answer: answer)
      }
      return .shared(join.map(piece))
    }

    /// A call that answers with the whole value; the same as `call { $0 }`.
    ///
    /// - Returns: The call, which holds this load strongly.
    public func call() -> ServiceCall<Void, Value> {
      call { $0 }
    }

    /// Shows `value` as the load's value, for example the one a save answered: it becomes
    /// ``value``, supersedes a read in flight (cancelled, its answer dropped), and reaches every
    /// part that shows a piece or the error state (a ``ResourceLoader`` part shows it with its
    /// `show(_:)`) and every part waiting (its load ends with it).
    ///
    /// - Parameter value: The newer whole value.
    public func show(_ value: Value) {
      if isLoading { tasks.cancel(key) }
      self.value = value
      error = nil
      let answered = waiters
      waiters = []
      for follower in liveFollowers() where follower.state == .shown || follower.state == .failed {
        follower.state = .shown
        follower.show(value)
      }
      for waiter in answered {
        waiter.follower.state = .shown
        waiter.answer(.success(value))
      }
    }

    /// Loads again after a failure, with every part that shows it (the page's retry: the page's
    /// ``ScreenLifecycle/retry()`` calls it); does nothing while loading, once loaded, or before
    /// any read failed.
    public func retry() {
      guard value == nil, error != nil, !isLoading else { return }
      start()
    }

    // MARK: - ScreenWork

    /// Nothing to remember: the page's detach cancelled the read, and the parts stop waiting
    /// when they detach with it.
    package func viewDidDetach() {}

    /// Restarts the read for the calls still waiting after a detach (a part that was not
    /// detached with the page); the parts that were resume with their own attach.
    package func viewDidAttach() {
      guard !waiters.isEmpty, value == nil, !isLoading else { return }
      start()
    }

    // MARK: - The parts' calls

    /// A part's call runs: answer it at once from the kept value, or wait for the read, which
    /// starts when none runs.
    private func join(
      _ joining: SharedFollower<Value>,
      answer: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> any Cancellable {
      let follower = follower(for: joining)
      if let value {
        follower.state = .shown
        answer(.success(value))
        return CancellationHandle()
      }
      let id = nextWaiterID
      nextWaiterID += 1
      follower.state = .waiting
      waiters.append(Waiter(id: id, follower: follower, answer: answer))
      if let work = WorkObservation.currentWork {
        work.observer.work(work, waitsFor: "the shared load '\(key)'")
      }
      if !isLoading { start() }
      // Its scope cancels it on the main actor, where the dispatcher runs `leave` at once; a
      // scope released on another thread hops there.
      return CancellationHandle { [weak self] in
        MainQueueDispatcher.main.dispatch { self?.leave(id) }
      }
    }

    /// A part's call stopped waiting (cancelled by its scope): the read goes on for the others.
    private func leave(_ id: Int) {
      guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
      let follower = waiters.remove(at: index).follower
      if !waiters.contains(where: { $0.follower === follower }) { follower.state = .left }
    }

    /// Starts the read, then has every part that shows the last failure load again with it.
    private func start() {
      error = nil
      fetch.run(
        in: tasks, key: key, role: .read, input: (), owner: self,
        then: { load, result in load.finish(result) })
      for follower in liveFollowers() where follower.state == .failed {
        follower.state = .left
        follower.restart()
      }
    }

    private func finish(_ result: Result<Value, any Error>) {
      let answered = waiters
      waiters = []
      switch result {
      case .success(let value):
        self.value = value
        error = nil
        for waiter in answered { waiter.follower.state = .shown }
      case .failure(let failure):
        error = ServiceError(classifying: failure)
        for waiter in answered { waiter.follower.state = .failed }
      }
      for waiter in answered { waiter.answer(result) }
    }

    /// The record of `joining`'s owner, made on its first call; its hooks are the latest call's.
    private func follower(for joining: SharedFollower<Value>) -> Follower {
      if let known = followers.first(where: { $0.id == joining.id && $0.hooks.owner != nil }) {
        known.hooks = joining
        return known
      }
      let follower = Follower(joining)
      followers.append(follower)
      return follower
    }

    /// The followers whose owner is alive, the others forgotten.
    private func liveFollowers() -> [Follower] {
      followers.removeAll { $0.hooks.owner == nil }
      return followers
    }

    /// One part's call waiting for the read.
    private struct Waiter {
      let id: Int
      let follower: Follower
      let answer: @MainActor (Result<Value, any Error>) -> Void
    }

    /// What this load knows of one owner that ran its calls: how to reach it and what it shows.
    @MainActor
    private final class Follower {
      var hooks: SharedFollower<Value>
      var state = State.left

      init(_ hooks: SharedFollower<Value>) { self.hooks = hooks }

      var id: ObjectIdentifier { hooks.id }
      func restart() { hooks.restart() }
      func show(_ value: Value) { hooks.show(value) }

      enum State {
        /// Its call waits for the read.
        case waiting
        /// Its last call was answered with a value.
        case shown
        /// Its last call was answered with a failure: it shows the error state.
        case failed
        /// Not waiting and nothing shown from this load (its wait was cancelled).
        case left
      }
    }
  }
}
