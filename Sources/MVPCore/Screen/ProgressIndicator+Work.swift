extension ProgressIndicator {
  /// One piece of work started through the indicator: the number its scope gave it, and the
  /// message it shows.
  struct Work {
    /// The work's number in `scope` (``TaskScope``'s `nextID` when it started).
    let id: Int
    /// The scope it runs in, and that scope's identity (kept once the scope is gone).
    weak var scope: TaskScope?
    let scopeIdentity: ObjectIdentifier
    let message: String?
    /// Whether the work started (the indicator shows it); `false` while it is being started.
    var isCommitted = false
  }

  /// Creates a hidden indicator whose "show" takes the message of the work it waits for: one
  /// indicator, one overlay, several messages ("Signing in…", "Creating your account…").
  ///
  /// ```swift
  /// let progress = ProgressIndicator<any LoginView>(
  ///   "progress", show: { view, message in view.showProgress(message) },
  ///   hide: { $0.hideProgress() })
  /// ```
  ///
  /// The message is chosen by the work the indicator waits for (`perform(showing:in:...)`). A
  /// new message is sent as a new "show" with it, the same message again sends nothing.
  ///
  /// - Parameters:
  ///   - key: The state key, unique among the screen's states, for example `"progress"`.
  ///   - show: Shows the indicator on a view with a message, on the main actor; the message is
  ///     that of the latest work in flight (`""` when that work has none, or when shown by
  ///     ``set(_:in:)`` alone).
  ///   - hide: Hides it, for example `{ $0.hideProgress() }`.
  public convenience init(
    _ key: ScreenKey,
    show: @escaping (View, String) -> Void,
    hide: @escaping (View) -> Void
  ) {
    self.init(key, showing: show, hide: hide)
  }

  /// Runs `async` work in `screen`'s ``TaskScope`` as ``TaskScope/perform(_:role:owner:work:then:)``
  /// does, with the indicator shown, with `message`, for as long as that work is in flight.
  ///
  /// The rules, whatever else happens on the screen:
  /// - **Shown only once the work started.** A start the scope refuses (a write runs under `key`:
  ///   a second tap on "Sign in") returns `false`, shows nothing and changes nothing shown: the
  ///   first work's message stays.
  /// - **Hidden when that work ends**: before `then` runs with its success or failure (so the
  ///   overlay is gone when the outcome shows), and when the scope cancels it
  ///   (``TaskScope/cancel(_:)``, ``TaskScope/cancelAll()``, newer work under `key`, the
  ///   screen's detach cancelling a read). Newer work started through this indicator under the
  ///   same `key` replaces the message in one change, with no "hide" between.
  /// - **Two works at once show the latest started one's message**; when it ends the indicator
  ///   goes back to the message of the latest still in flight, and hides once none is (work
  ///   cancelled together ends together: one change).
  /// - **The message is state**, kept under ``key``: a view attached mid-work is shown the
  ///   indicator with its message, and one attached after it ended is shown it hidden.
  /// - Releasing the presenter with work in flight sends nothing; the indicator holds neither
  ///   the presenter nor the screen, and a write's outcome goes to ``WriteOutcomes`` as usual.
  ///
  /// ```swift
  /// progress.perform(
  ///   showing: "Signing in…", in: screen, key: "auth", role: .write, owner: self,
  ///   work: { [service] in try await service.signIn(email: email, password: password) },
  ///   then: { presenter, result in presenter.finish(result) })
  /// ```
  ///
  /// - Parameters:
  ///   - message: What the indicator says while this work runs (for an indicator made with a
  ///     message; one made with `show: (View) -> Void` ignores it); `nil` (the default) for none.
  ///   - screen: The presenter's screen: the work runs in its ``ScreenLifecycle/tasks``, the
  ///     indicator is shown through its ``ScreenLifecycle/binding``.
  ///   - key: The slot to run in, or `nil` (the default) for work that supersedes nothing.
  ///   - role: ``WorkRole/read`` (the default; a detach cancels it and hides the indicator) or
  ///     ``WorkRole/write`` (runs on, shown until it ends).
  ///   - owner: Receives the result, usually the presenter; held weakly.
  ///   - work: The work, run off the main actor. Must not capture `owner`.
  ///   - then: Receives `owner` and the outcome on the main actor, after the indicator ended.
  /// - Returns: `true` when the work started; `false` when the scope refused it (nothing
  ///   started, nothing shown, `then` is never called).
  @discardableResult
  public func perform<Owner: AnyObject, Value: Sendable>(
    showing message: String? = nil,
    in screen: ScreenLifecycle<View>,
    key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    work: @escaping @Sendable () async throws -> Value,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    start(message, in: screen) { ended in
      screen.tasks.perform(
        key, role: role, owner: owner, work: work,
        then: { owner, result in
          ended()
          then(owner, result)
        }) != nil
    }
  }

  /// Starts a completion-handler operation in `screen`'s ``TaskScope`` as `TaskScope`'s
  /// `perform(_:role:owner:operation:then:)` does, with the indicator shown, with `message`, for
  /// as long as that operation is in flight; the rules of
  /// ``perform(showing:in:key:role:owner:work:then:)``.
  ///
  /// An operation answered before this call returns (a cache, an immediate dispatcher) never
  /// shows the indicator: the view is shown its outcome only.
  ///
  /// - Parameters:
  ///   - message: What the indicator says while the operation runs; `nil` (the default) for none.
  ///   - screen: The presenter's screen.
  ///   - key: The slot to run in, or `nil` (the default).
  ///   - role: ``WorkRole/read`` (the default) or ``WorkRole/write``.
  ///   - owner: Receives the result, usually the presenter; held weakly.
  ///   - operation: Starts the work, passing it the completion to call once on any thread, and
  ///     returns its ``Cancellable``. Must not capture `owner`.
  ///   - then: Receives `owner` and the outcome on the main actor, after the indicator ended.
  /// - Returns: `true` when the operation started; `false` when the scope refused it.
  @discardableResult
  public func perform<Owner: AnyObject, Value: Sendable>(
    showing message: String? = nil,
    in screen: ScreenLifecycle<View>,
    key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) ->
      any Cancellable,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    start(message, in: screen) { ended in
      screen.tasks.perform(
        key, role: role, owner: owner, operation: operation,
        then: { owner, result in
          ended()
          then(owner, result)
        })
    }
  }

  /// The same as the `perform(showing:in:key:role:owner:operation:then:)` whose operation returns
  /// a ``Cancellable``, for a service method that cannot be cancelled (it returns nothing): when
  /// the scope cancels it, the indicator ends at once and the late answer is dropped.
  ///
  /// - Parameters:
  ///   - message: What the indicator says while the operation runs; `nil` (the default) for none.
  ///   - screen: The presenter's screen.
  ///   - key: The slot to run in, or `nil` (the default).
  ///   - role: ``WorkRole/read`` (the default) or ``WorkRole/write``.
  ///   - owner: Receives the result, usually the presenter; held weakly.
  ///   - operation: Starts the work, passing it the completion to call once on any thread.
  ///     Must not capture `owner`.
  ///   - then: Receives `owner` and the outcome on the main actor, after the indicator ended.
  /// - Returns: `true` when the operation started; `false` when the scope refused it.
  @discardableResult
  public func perform<Owner: AnyObject, Value: Sendable>(
    showing message: String? = nil,
    in screen: ScreenLifecycle<View>,
    key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) -> Void,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    start(message, in: screen) { ended in
      screen.tasks.perform(
        key, role: role, owner: owner, operation: operation,
        then: { owner, result in
          ended()
          then(owner, result)
        })
    }
  }

  /// Starts work with `begin`, which gets the closure to call when the work ends, and shows the
  /// indicator with `message` once the work started and is still in flight.
  ///
  /// The work is noted before it starts, not yet shown: what its start cancels (older work under
  /// its key) is shown together with it, and an answer given before `begin` returns ends it
  /// unshown. The scope tells the indicator when it cancels the work.
  private func start(
    _ message: String?, in screen: ScreenLifecycle<View>,
    _ begin: (_ ended: @escaping @MainActor () -> Void) -> Bool
  ) -> Bool {
    let (scope, binding) = (screen.tasks, screen.binding)
    let (id, identity) = (scope.nextID, ObjectIdentifier(scope))
    works.append(Work(id: id, scope: scope, scopeIdentity: identity, message: message))
    // Held by the work, which may outlive the screen (a write): holds neither it nor its scope.
    let ended: @MainActor () -> Void = { [weak self, weak binding] in
      guard let self else { return }
      works.removeAll { $0.id == id && $0.scopeIdentity == identity }
      if let binding { render(in: binding) }
    }
    starting += 1
    let started = begin(ended)
    starting -= 1
    guard let index = works.firstIndex(where: { $0.id == id && $0.scopeIdentity == identity })
    else {
      return started  // answered before `begin` returned: ended, never shown
    }
    guard started else {
      works.remove(at: index)  // refused: nothing was cancelled, nothing changes
      return false
    }
    works[index].isCommitted = true
    scope.whenCancelled(id) { [weak self, weak binding] in
      guard let self, let binding, starting == 0 else { return }
      render(in: binding)  // forgets every work the scope cancelled with this one
    }
    render(in: binding)
    return true
  }
}
