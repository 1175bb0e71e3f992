/// Repeating work tied to the screen: a poll every interval, a countdown that ticks at deadlines.
///
/// A repetition runs only while the screen is active: a view attached and visible. It pauses
/// when the view is hidden (from `viewDidDisappear` until `viewWillAppear`) or detached, and
/// resumes when the view is shown or attached again. It ends when the presenter (its owner) or
/// the screen is released, when ``stopRepeating(_:)`` is called, or when another repetition
/// starts under the same key. Time comes from the clock given: `ContinuousClock` or `WallClock` in
/// an app, `ManualClock` in a test (any `Clock` whose `Duration` is `Swift.Duration` for the
/// delays, any `Clock` at all for the deadlines).
extension ScreenLifecycle {
  /// Runs `work` every `interval` while the screen is active, and delivers each result to
  /// `owner` on the main actor (a poll: a badge count, a status).
  ///
  /// Runs never overlap: the next interval starts when a run's result was delivered, so a slow
  /// run delays the next one. The work is a read (``WorkRole/read``): a detach, a hide or the
  /// screen's release cancels a run in flight, and a run cancelled so is never delivered. A run
  /// that fails is delivered as `.failure` and the repetition goes on at the same interval:
  /// `then` shows the error as it chooses, and calls ``stopRepeating(_:)`` to stop.
  ///
  /// ```swift
  /// screen.repeating("badge", every: .seconds(30), clock: clock, owner: self,
  ///   work: { [service] in try await service.unreadCount() },
  ///   then: { presenter, result in presenter.show(result) })
  /// ```
  ///
  /// - Parameters:
  ///   - key: The repetition's slot in ``tasks``; a repetition already under `key` ends.
  ///   - interval: The time between the end of one run and the start of the next, and before
  ///     the first run or a resumed one when `immediately` is `false`.
  ///   - clock: The clock slept on; any `Clock<Duration>` (`ManualClock` in a test).
  ///   - immediately: Whether a run starts at once when the repetition starts and each time the
  ///     screen becomes active again (`true`, the default), or only after a full interval.
  ///   - owner: The object that receives the results, usually the presenter; held weakly. When
  ///     it is gone the repetition ends.
  ///   - work: One run, for example a service call, off the main actor. Must not capture `owner`.
  ///   - then: Receives `owner` and the run's outcome, on the main actor.
  public func repeating<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey,
    every interval: Duration,
    clock: any Clock<Duration>,
    immediately: Bool = true,
    owner: Owner,
    work: @escaping @Sendable () async throws -> Value,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) {
    let wait: RepeatingWork.Sleep = { try await clock.sleep(for: interval) }
    let poll: @MainActor () async -> RepeatingWork.Sleep? = { [weak owner] in
      let result: Result<Value, any Error>
      do {
        result = .success(try await work())
      } catch {
        result = .failure(error)
      }
      guard !Task.isCancelled, let owner else { return nil }
      then(owner, result)
      return wait
    }
    startRepeating(key, firstSleep: immediately ? nil : wait, run: .poll(poll))
  }

  /// Calls `tick` at once and then each time the delay it returns has passed, while the screen is
  /// active, until it returns `nil` (a countdown that ticks at whole-second boundaries before a
  /// deadline and stops at the deadline).
  ///
  /// `tick` runs synchronously on the main actor: at once when called (if the screen is active)
  /// and each time the screen becomes active again, so the view shows the current value before
  /// the call returns; then after each delay it returns, measured on `clock`. Paused, released
  /// and replaced as ``repeating(_:every:clock:immediately:owner:work:then:)`` is.
  ///
  /// - Parameters:
  ///   - key: The repetition's slot in ``tasks``; a repetition already under `key` ends.
  ///   - clock: The clock slept on; any `Clock<Duration>` (`ManualClock` in a test).
  ///   - owner: The object ticked, usually the presenter; held weakly. When it is gone the
  ///     repetition ends.
  ///   - tick: Updates `owner` and returns the delay until the next tick (more than zero), or
  ///     `nil` to end the repetition for good.
  public func repeating<Owner: AnyObject>(
    _ key: ScreenKey,
    clock: any Clock<Duration>,
    owner: Owner,
    tick: @escaping @MainActor (Owner) -> Duration?
  ) {
    let run: @MainActor () -> RepeatingWork.Sleep? = { [weak owner] in
      guard let owner, let delay = tick(owner) else { return nil }
      return { try await clock.sleep(for: delay) }
    }
    startRepeating(key, firstSleep: nil, run: .tick(run))
  }

  /// Calls `tick` at once and then each time `clock` reaches the instant it returns, while the
  /// screen is active, until it returns `nil` (a countdown that must change its text exactly at
  /// the instants where the whole seconds left before a deadline change).
  ///
  /// ``repeating(_:clock:owner:tick:)`` with deadlines instead of delays: the sleep ends when the
  /// clock reaches the instant, so no delay is computed and rounded on the way, a clock moved
  /// far forward wakes the tick once, and a clock set back makes it sleep longer. `tick` runs
  /// synchronously on the main actor: at once when called (if the screen is active) and each
  /// time the screen becomes active again, so the view shows the current value before the call
  /// returns; then each time `clock` reaches the instant it returned. Paused, released and
  /// replaced as ``repeating(_:every:clock:immediately:owner:work:then:)`` is.
  ///
  /// ```swift
  /// screen.repeating("countdown", clock: clock, owner: self) { presenter in
  ///   presenter.showTimeLeft()  // returns the next whole-second boundary, or nil at the end
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - key: The repetition's slot in ``tasks``; a repetition already under `key` ends.
  ///   - clock: The clock read and slept on (`clock.sleep(until:tolerance:)`, no tolerance):
  ///     `WallClock` or `ContinuousClock` in an app, `ManualClock` in a test.
  ///   - owner: The object ticked, usually the presenter; held weakly. When it is gone the
  ///     repetition ends.
  ///   - tick: Updates `owner` and returns the instant of the next tick on `clock`, or `nil` to
  ///     end the repetition for good. An instant the clock already reached ticks again at once:
  ///     return a later one, or the loop spins.
  public func repeating<C: Clock, Owner: AnyObject>(
    _ key: ScreenKey,
    clock: C,
    owner: Owner,
    wakingAt tick: @escaping @MainActor (Owner) -> C.Instant?
  ) {
    let run: @MainActor () -> RepeatingWork.Sleep? = { [weak owner] in
      guard let owner, let deadline = tick(owner) else { return nil }
      return { try await clock.sleep(until: deadline, tolerance: nil) }
    }
    startRepeating(key, firstSleep: nil, run: .tick(run))
  }

  /// Ends the repetition under `key` for good, cancelling a run or sleep in flight; does nothing
  /// when none runs under `key`.
  ///
  /// - Parameter key: The key the repetition was started with.
  public func stopRepeating(_ key: ScreenKey) {
    repetitions.removeValue(forKey: key)?.end()
  }

  /// Whether a repetition was started under `key` and has not ended (it may be paused).
  ///
  /// - Parameter key: The key the repetition was started with.
  public func isRepeating(_ key: ScreenKey) -> Bool {
    guard let repetition = repetitions[key] else { return false }
    return !repetition.isEnded
  }

  private func startRepeating(
    _ key: ScreenKey, firstSleep: RepeatingWork.Sleep?, run: RepeatingWork.Run
  ) {
    repetitions.removeValue(forKey: key)?.end()
    let binding = self.binding
    let work = RepeatingWork(
      key: key, tasks: tasks, firstSleep: firstSleep, run: run,
      isActiveScreen: { [weak binding] in
        guard let binding else { return false }
        return binding.isAttached && !binding.isHidden
      })
    repetitions[key] = work
    register(work)
    work.start()
  }
}
