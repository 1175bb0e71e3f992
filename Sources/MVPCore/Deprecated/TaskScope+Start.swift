extension TaskScope {
  /// Starts a cancellable completion-handler operation: renamed
  /// `perform(_:role:owner:dispatcher:operation:then:)` (work starts one way, `perform`).
  /// Deprecated: kept one release; forwards.
  ///
  /// - Parameters:
  ///   - key: The screen's slot the operation runs under, or `nil`.
  ///   - role: Whether the operation reads or writes.
  ///   - owner: Receives the result while it lives.
  ///   - dispatcher: Delivers the result on the main actor.
  ///   - operation: Starts the work and returns its cancellation.
  ///   - then: Receives `owner` and the outcome, on the main actor.
  /// - Returns: `true` when the operation started; `false` when a write runs under `key`.
  @available(*, deprecated, renamed: "perform(_:role:owner:dispatcher:operation:then:)")
  @discardableResult
  public func start<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    dispatcher: any Dispatcher,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) ->
      any Cancellable,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    perform(
      key, role: role, owner: owner, dispatcher: dispatcher, operation: operation, then: then)
  }

  /// Starts a completion-handler operation that cannot be cancelled: renamed
  /// `perform(_:role:owner:dispatcher:operation:then:)`. Deprecated: kept one release; forwards.
  ///
  /// - Parameters:
  ///   - key: The screen's slot the operation runs under, or `nil`.
  ///   - role: Whether the operation reads or writes.
  ///   - owner: Receives the result while it lives.
  ///   - dispatcher: Delivers the result on the main actor.
  ///   - operation: Starts the work.
  ///   - then: Receives `owner` and the outcome, on the main actor.
  /// - Returns: `true` when the operation started; `false` when a write runs under `key`.
  @available(*, deprecated, renamed: "perform(_:role:owner:dispatcher:operation:then:)")
  @discardableResult
  public func start<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    dispatcher: any Dispatcher,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) -> Void,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    perform(
      key, role: role, owner: owner, dispatcher: dispatcher, operation: operation, then: then)
  }
}
