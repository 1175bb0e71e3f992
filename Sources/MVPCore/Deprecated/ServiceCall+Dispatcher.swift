extension ServiceCall {
  /// A call to a completion-handler service method answered through `dispatcher`. Deprecated:
  /// the call is answered through the dispatcher of the scope it runs in (the screen's, given to
  /// `ScreenLifecycle(dispatcher:)`); leave out `dispatcher:`.
  ///
  /// - Parameters:
  ///   - dispatcher: How the answer reaches the main actor.
  ///   - start: Starts the service call; returns its ``Cancellable``.
  /// - Returns: The call.
  @available(
    *, deprecated,
    message: "the screen's dispatcher is used; pass it to ScreenLifecycle(dispatcher:)"
  )
  public static func callbacks(
    dispatcher: any Dispatcher,
    _ start:
      @escaping @Sendable (
        Input, @escaping @Sendable (Result<Value, any Error>) -> Void
      ) -> any Cancellable
  ) -> Self {
    callbacks(through: dispatcher, start)
  }

  /// A call to an uncancellable completion-handler service method answered through
  /// `dispatcher`. Deprecated: the call is answered through the dispatcher of the scope it runs
  /// in (the screen's, given to `ScreenLifecycle(dispatcher:)`); leave out `dispatcher:`.
  ///
  /// - Parameters:
  ///   - dispatcher: How the answer reaches the main actor.
  ///   - start: Starts the service call.
  /// - Returns: The call.
  @available(
    *, deprecated,
    message: "the screen's dispatcher is used; pass it to ScreenLifecycle(dispatcher:)"
  )
  public static func callbacks(
    dispatcher: any Dispatcher,
    _ start:
      @escaping @Sendable (Input, @escaping @Sendable (Result<Value, any Error>) -> Void) -> Void
  ) -> Self {
    callbacks(through: dispatcher, start)
  }
}
