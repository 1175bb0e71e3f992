extension TaskScope {
  /// Starts a completion-handler operation whose answer reaches the main actor through
  /// `dispatcher`. Deprecated: a scope has one dispatcher, given when it is created
  /// (`ScreenLifecycle(dispatcher:)`, `TaskScope(dispatcher:)`); leave out `dispatcher:`.
  ///
  /// - Parameters:
  ///   - key: The slot to run in, or `nil` for work that supersedes nothing.
  ///   - role: ``WorkRole/read`` (the default) or ``WorkRole/write``.
  ///   - owner: Receives the result; held weakly.
  ///   - dispatcher: How the answer reaches the main actor.
  ///   - operation: Starts the work and returns its ``Cancellable``.
  ///   - then: Receives `owner` and the outcome, on the main actor.
  /// - Returns: `true` when the operation started; `false` when a write runs under `key`.
  @available(
    *, deprecated,
    message: "the screen's dispatcher is used; pass it to ScreenLifecycle(dispatcher:)"
  )
  @discardableResult
  public func perform<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    dispatcher: any Dispatcher,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) ->
      any Cancellable,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    startOperation(
      key, role: role, owner: owner, through: dispatcher, operation: operation, then: then)
  }

  /// Starts an uncancellable completion-handler operation whose answer reaches the main actor
  /// through `dispatcher`. Deprecated: a scope has one dispatcher, given when it is created
  /// (`ScreenLifecycle(dispatcher:)`, `TaskScope(dispatcher:)`); leave out `dispatcher:`.
  ///
  /// - Parameters:
  ///   - key: The slot to run in, or `nil` for work that supersedes nothing.
  ///   - role: ``WorkRole/read`` (the default) or ``WorkRole/write``.
  ///   - owner: Receives the result; held weakly.
  ///   - dispatcher: How the answer reaches the main actor.
  ///   - operation: Starts the work.
  ///   - then: Receives `owner` and the outcome, on the main actor.
  /// - Returns: `true` when the operation started; `false` when a write runs under `key`.
  @available(
    *, deprecated,
    message: "the screen's dispatcher is used; pass it to ScreenLifecycle(dispatcher:)"
  )
  @discardableResult
  public func perform<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    dispatcher: any Dispatcher,
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
}
