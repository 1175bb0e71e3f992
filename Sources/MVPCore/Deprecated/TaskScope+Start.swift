extension TaskScope {
  /// Started a cancellable completion-handler operation: renamed `perform` (work starts one
  /// way), whose answer reaches the main actor through the screen's dispatcher. Unavailable: the
  /// old spelling names what to write instead of "cannot find".
  ///
  /// - Parameters:
  ///   - key: The screen's slot the operation ran under, or `nil`.
  ///   - role: Whether the operation read or wrote.
  ///   - owner: Received the result while it lived.
  ///   - dispatcher: Delivered the result on the main actor.
  ///   - operation: Started the work and returned its cancellation.
  ///   - then: Received `owner` and the outcome, on the main actor.
  /// - Returns: Never: it cannot be called.
  @available(
    *, unavailable, renamed: "perform(_:role:owner:operation:then:)",
    message: "work starts with perform; the screen's dispatcher delivers the answer"
  )
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
    fatalError("unavailable")
  }

  /// Started a completion-handler operation that cannot be cancelled: renamed `perform`.
  /// Unavailable: the old spelling names what to write instead of "cannot find".
  ///
  /// - Parameters:
  ///   - key: The screen's slot the operation ran under, or `nil`.
  ///   - role: Whether the operation read or wrote.
  ///   - owner: Received the result while it lived.
  ///   - dispatcher: Delivered the result on the main actor.
  ///   - operation: Started the work.
  ///   - then: Received `owner` and the outcome, on the main actor.
  /// - Returns: Never: it cannot be called.
  @available(
    *, unavailable, renamed: "perform(_:role:owner:operation:then:)",
    message: "work starts with perform; the screen's dispatcher delivers the answer"
  )
  @discardableResult
  public func start<Owner: AnyObject, Value: Sendable>(
    _ key: ScreenKey? = nil,
    role: WorkRole = .read,
    owner: Owner,
    dispatcher: any Dispatcher,
    operation: (_ completion: @escaping @Sendable (Result<Value, any Error>) -> Void) -> Void,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) -> Bool {
    fatalError("unavailable")
  }
}
