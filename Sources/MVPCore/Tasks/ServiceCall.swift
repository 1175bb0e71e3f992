/// One service method, in either style a service may have, as a value a loader can run in a
/// ``TaskScope``: `async throws` (run with ``TaskScope/perform(_:role:owner:work:then:)``) or
/// completion handler (run with `TaskScope`'s `perform(_:role:owner:operation:then:)`, its answer
/// brought to the main actor by the scope's ``TaskScope/dispatcher``).
///
/// ```swift
/// let page = ServiceCall<PageRequest, Page<User>>.async { [service] request in
///   try await service.users(offset: request.offset, limit: request.limit)
/// }
/// let product = ServiceCall<Int, Product>.callbacks { id, completion in
///   service.product(id: id) { completion($0.mapError { $0 }) }
/// }
/// ```
///
/// The closures must not capture the presenter: capture the service instead.
///
/// Threading: created anywhere; the result is delivered on the main actor.
public struct ServiceCall<Input: Sendable, Value: Sendable>: Sendable {
  private enum Style: Sendable {
    case async(@Sendable (Input) async throws -> Value)
    /// A completion-handler call; its dispatcher is `nil` for the scope's.
    case callbacks(
      (any Dispatcher)?,
      @Sendable (Input, @escaping @Sendable (Result<Value, any Error>) -> Void) -> any Cancellable)
    case uncancellableCallbacks(
      (any Dispatcher)?,
      @Sendable (Input, @escaping @Sendable (Result<Value, any Error>) -> Void) -> Void)
    /// A piece of a page's shared load (``ScreenLifecycle/SharedLoad/call(_:)``); the input is
    /// not used.
    case shared(SharedJoin<Value>)
  }

  private let style: Style

  /// A call to an `async throws` service method.
  ///
  /// - Parameter work: Calls the service with the input; runs off the main actor.
  /// - Returns: The call.
  public static func async(_ work: @escaping @Sendable (Input) async throws -> Value) -> Self {
    Self(style: .async(work))
  }

  /// A call to a completion-handler service method. Its answer reaches the main actor through
  /// the ``TaskScope/dispatcher`` of the scope it runs in (the screen's, given to
  /// ``ScreenLifecycle/init(queueCapacity:writeOutcomes:dispatcher:)``).
  ///
  /// - Parameter start: Starts the service call with the input and the completion to call once,
  ///   on any thread; returns the call's ``Cancellable``.
  /// - Returns: The call.
  public static func callbacks(
    _ start:
      @escaping @Sendable (
        Input, @escaping @Sendable (Result<Value, any Error>) -> Void
      ) -> any Cancellable
  ) -> Self {
    Self(style: .callbacks(nil, start))
  }

  /// The same as `callbacks(_:)`, answered through `dispatcher` instead of the scope's;
  /// what the deprecated `callbacks(dispatcher:_:)` forwards to.
  static func callbacks(
    through dispatcher: any Dispatcher,
    _ start:
      @escaping @Sendable (
        Input, @escaping @Sendable (Result<Value, any Error>) -> Void
      ) -> any Cancellable
  ) -> Self {
    Self(style: .callbacks(dispatcher, start))
  }

  /// A call to a completion-handler service method that cannot be cancelled (it returns
  /// nothing). When the scope cancels the call, the service goes on and its late answer is
  /// dropped; see `TaskScope`'s `perform` for an operation that returns nothing. Its answer
  /// reaches the main actor through the ``TaskScope/dispatcher`` of the scope it runs in.
  ///
  /// ```swift
  /// let books = ServiceCall<Void, [Book]>.callbacks { _, completion in
  ///   gateway.fetchBooks { completion($0.mapError { $0 }) }
  /// }
  /// ```
  ///
  /// - Parameter start: Starts the service call with the input and the completion to call once,
  ///   on any thread.
  /// - Returns: The call.
  public static func callbacks(
    _ start:
      @escaping @Sendable (Input, @escaping @Sendable (Result<Value, any Error>) -> Void) -> Void
  ) -> Self {
    Self(style: .uncancellableCallbacks(nil, start))
  }

  /// The same as the uncancellable `callbacks(_:)`, answered through `dispatcher` instead
  /// of the scope's; what the deprecated `callbacks(dispatcher:_:)` forwards to.
  static func callbacks(
    through dispatcher: any Dispatcher,
    _ start:
      @escaping @Sendable (Input, @escaping @Sendable (Result<Value, any Error>) -> Void) -> Void
  ) -> Self {
    Self(style: .uncancellableCallbacks(dispatcher, start))
  }

  /// A call that joins a page's shared load; what ``ScreenLifecycle/SharedLoad/call(_:)`` makes.
  static func shared(_ join: SharedJoin<Value>) -> Self {
    Self(style: .shared(join))
  }

  /// Runs the call in `scope` and delivers its outcome to `owner`.
  ///
  /// The outcome is not delivered when the work was cancelled by the scope (superseded under
  /// `key`, ``TaskScope/cancelReads()``, ``TaskScope/cancelAll()``) or `owner` is gone. Any other
  /// failure, including a cancellation the scope did not ask for, is delivered.
  ///
  /// - Parameters:
  ///   - scope: The presenter's task scope.
  ///   - key: The slot to run in; work running under it is cancelled first. `nil` for none.
  ///   - role: ``WorkRole/read`` (cancelled on detach) or ``WorkRole/write`` (finishes).
  ///   - input: The call's argument.
  ///   - owner: Receives the outcome; held weakly.
  ///   - then: Receives `owner` and the outcome, on the main actor.
  @MainActor
  package func run<Owner: AnyObject>(
    in scope: TaskScope,
    key: ScreenKey?,
    role: WorkRole,
    input: Input,
    owner: Owner,
    then: @escaping @MainActor (Owner, Result<Value, any Error>) -> Void
  ) {
    switch style {
    case .async(let work):
      scope.perform(key, role: role, owner: owner, work: { try await work(input) }, then: then)
    case .callbacks(let dispatcher, let start):
      scope.startOperation(
        key, role: role, owner: owner, through: dispatcher ?? scope.dispatcher,
        operation: { completion in start(input, completion) }, then: then)
    case .uncancellableCallbacks(let dispatcher, let start):
      scope.startOperation(
        key, role: role, owner: owner, through: dispatcher ?? scope.dispatcher,
        operation: { completion -> any Cancellable in
          start(input, completion)
          return CancellationHandle()
        }, then: then)
    case .shared(let shared):
      // Answered on the main actor by the shared load, in the turn its read ends: the main
      // queue's dispatcher passes the answer on at once.
      let follower = SharedFollower<Value>(owner: owner)
      scope.startOperation(
        key, role: role, owner: owner, through: MainQueueDispatcher.main,
        operation: { completion in shared.join(follower) { completion($0) } }, then: then)
    }
  }

  /// The same call with its input and value converted: `input` makes this call's input from the
  /// new one, `value` converts the answer.
  func adapted<NewInput: Sendable, NewValue: Sendable>(
    input: @escaping @Sendable (NewInput) -> Input,
    value: @escaping @Sendable (Value) -> NewValue
  ) -> ServiceCall<NewInput, NewValue> {
    switch style {
    case .async(let work):
      .async { try value(await work(input($0))) }
    case .callbacks(let dispatcher, let start):
      ServiceCall<NewInput, NewValue>(
        style: .callbacks(dispatcher) { newInput, completion in
          start(input(newInput)) { completion($0.map(value)) }
        })
    case .uncancellableCallbacks(let dispatcher, let start):
      ServiceCall<NewInput, NewValue>(
        style: .uncancellableCallbacks(dispatcher) { newInput, completion in
          start(input(newInput)) { completion($0.map(value)) }
        })
    case .shared(let shared):
      ServiceCall<NewInput, NewValue>(style: .shared(shared.map(value)))
    }
  }
}
