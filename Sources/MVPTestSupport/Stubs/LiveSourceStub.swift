import Foundation
import MVPCore

/// A controllable stand-in for a live source (a database listener, a `NotificationCenter` feed, an
/// `AsyncSequence` of changes): the presenter subscribes through ``updates()`` or
/// ``observe(_:_:)``, and the test pushes what the source would, when it chooses.
///
/// ```swift
/// let todos = LiveSourceStub<[Todo]>()
/// let loader = ResourceLoader(
///   screen: screen, key: "todos", updates: todos.updates,  // or observe: todos.observe
///   view: { $0 }, showValue: { view, todos in view.showTodos(todos) })
/// presenter.viewDidLoad()
/// await todos.send([milk])          // returns once the loader showed it
/// view.recorder.expectCalls([.showLoading, .hideLoading, .showTodos([milk])])
/// await todos.fail(with: ServiceError.offline)
/// ```
///
/// - ``send(_:fileID:filePath:line:column:)`` hands a value to every open subscription,
///   ``fail(with:fileID:filePath:line:column:)`` ends them with a failure, and
///   ``finish(fileID:filePath:line:column:)`` ends the sequences normally (an observer has no
///   normal end). Each waits for a subscription to be open first, and returns once the
///   subscriber handled what it sent: no sleep, no polling. A subscriber of MVPKit (a loader fed
///   by a live source) tells the stub when it has shown a value or handled the end; any other one
///   has handled a value when it asks for the next one (a sequence) or when the callback returns
///   (an observer).
/// A service whose method returns an `AsyncThrowingStream` gets one from ``stream()``.
///
/// - ``isSubscribed`` tells whether a subscription is open now, ``subscriptionCount`` how many
///   the presenter opened in all. A subscription closes when its iteration is cancelled or its
///   iterator dropped (a sequence), when its `Cancellable` is cancelled (an observer), or when
///   the test ended it.
///
/// Inside a ``PresenterTest`` the stub registers with the test: a subscription still open when
/// the test ends fails it (the presenter was released, or leaked, without ending its
/// subscription: an observer never removed), under ``Exhaustivity/stubCalls``; a subscription
/// waiting for the test counts as work that waits for the test, so the test's waits fail at once
/// instead of hanging when nothing else can move; and the stub's own waits fail at once when no
/// work can open the subscription they wait for.
///
/// Threading: every method is safe from any thread.
public final class LiveSourceStub<Value: Sendable>: @unchecked Sendable {
  let name = "LiveSourceStub<\(Value.self)>"
  /// The presenter test the stub was made in, if any.
  private let ledger = TestLedger.current

  // Guarded by `lock`.
  private let lock = NSLock()
  private var subscriptions: [StubSubscription<Value>] = []
  private var opened = 0
  /// Counts changes, so that a wait outside a presenter test checks its condition again.
  private var version = 0
  private var watchers: [CheckedContinuation<Void, Never>] = []

  /// Creates a stub with no subscription; inside a ``PresenterTest`` it registers with the test.
  public init() {
    ledger?.register(self)
  }

  /// Whether a subscription is open now.
  public var isSubscribed: Bool {
    locked { subscriptions.contains { $0.isOpenNow } }
  }

  /// How many subscriptions were opened in all, closed ones included.
  public var subscriptionCount: Int {
    locked { opened }
  }

  /// How many subscriptions are open now.
  public var openSubscriptionCount: Int {
    locked { subscriptions.filter(\.isOpenNow).count }
  }

  /// The source as an `AsyncSequence`, for a loader's `updates:` (`updates: stub.updates`): each
  /// iteration of it is one subscription, open from its first `makeAsyncIterator()` until it is
  /// cancelled, its iterator is dropped, or the test ends it.
  ///
  /// - Returns: A sequence of the values the test sends.
  public func updates() -> Updates {
    Updates(stub: self)
  }

  /// The source as an `AsyncThrowingStream`, for a service whose method returns one
  /// (`func itemUpdates() -> AsyncThrowingStream<[String], any Error>`): each call is one
  /// subscription, open until the stream's iteration is cancelled, the stream is dropped, or the
  /// test ends it. The stream takes each value from the stub when its subscriber asks for it,
  /// so ``send(_:fileID:filePath:line:column:)`` returns once a loader of MVPKit showed it, as
  /// with ``updates()``, when the loader's `updates:` calls the service's method.
  ///
  /// - Returns: A stream of the values the test sends.
  public func stream() -> AsyncThrowingStream<Value, any Error> {
    let token = Updates.Iterator.Token(open(.updates))
    return AsyncThrowingStream { try await token.subscription.next() }
  }

  /// The source as a callback observer, for a loader's `observe:` (`observe: stub.observe`):
  /// each call is one subscription, open until the returned `Cancellable` is cancelled or the
  /// test fails it.
  ///
  /// - Parameters:
  ///   - send: Receives each value the test sends, on the test's thread.
  ///   - fail: Receives the failure the test sends, once.
  /// - Returns: The observation's cancellation.
  public func observe(
    _ send: @escaping @Sendable (Value) -> Void,
    _ fail: @escaping @Sendable (any Error) -> Void
  ) -> any Cancellable {
    open(.observer, send: send, fail: fail)
  }

  /// Hands `value` to every open subscription, and returns once each subscriber handled it (a
  /// loader of MVPKit: showed it).
  ///
  /// With no subscription open it first waits for one; inside a ``PresenterTest`` it fails at
  /// once when none can come (no work is running that could subscribe), and sends nothing.
  /// Elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - fileID: The caller's `#fileID`, for a failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func send(
    _ value: Value,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let waiting = "send(\(value))"
    guard await waitForOpenSubscription(waiting, at: location) else { return }
    let sent = openSubscriptions().compactMap { subscription in
      subscription.send(value).map { (subscription, $0) }
    }
    await wait(until: { sent.allSatisfy { $0.hasShown($1) } }, waiting: waiting, at: location)
  }

  /// Ends every open subscription with `error`, and returns once each subscriber handled it (a
  /// loader of MVPKit: showed the error state).
  ///
  /// With no subscription open it first waits for one, as ``send(_:fileID:filePath:line:column:)``
  /// does.
  ///
  /// - Parameters:
  ///   - error: The failure.
  ///   - fileID: The caller's `#fileID`, for a failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func fail(
    with error: any Error,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await end(with: error, waiting: "fail(with: \(error))", at: location)
  }

  /// Ends every open sequence (``updates()``) normally, and returns once each subscriber handled
  /// the end. An observer (``observe(_:_:)``) has no normal end: it stays open, and the test fails
  /// when only observers are open.
  ///
  /// With no subscription open it first waits for one, as ``send(_:fileID:filePath:line:column:)``
  /// does.
  ///
  /// - Parameters:
  ///   - fileID: The caller's `#fileID`, for a failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func finish(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await end(with: nil, waiting: "finish()", at: location)
  }

  /// Suspends until at least `count` subscriptions were opened in all, closed ones included.
  ///
  /// Inside a ``PresenterTest`` it fails at once when the subscriptions cannot come (no work is
  /// running that could subscribe). Elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - count: The number of subscriptions, 1 or more.
  ///   - fileID: The caller's `#fileID`, for the failure when they cannot come.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitForSubscriptions(
    _ count: Int = 1,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await wait(
      until: { [self] in subscriptionCount >= count },
      waiting: "waitForSubscriptions(\(count))",
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  // MARK: Subscriptions

  /// Opens a subscription of `kind`.
  func open(
    _ kind: StubSubscription<Value>.Kind,
    send: (@Sendable (Value) -> Void)? = nil,
    fail: (@Sendable (any Error) -> Void)? = nil
  ) -> StubSubscription<Value> {
    let work = WorkObservation.currentWork
    let number = locked { () -> Int in
      opened += 1
      return opened
    }
    // Made outside the lock: a cancelled subscription that adopts it tells it at once.
    let subscription = StubSubscription(
      number: number, kind: kind, stubName: name, work: work, send: send, fail: fail,
      changed: { [weak self] in self?.changed() })
    locked { subscriptions.append(subscription) }
    changed()
    return subscription
  }

  /// The subscriptions open now, in the order they opened.
  func openSubscriptions() -> [StubSubscription<Value>] {
    locked { subscriptions.filter(\.isOpenNow) }
  }

  private func end(with error: (any Error)?, waiting: String, at location: FailureLocation) async {
    guard await waitForOpenSubscription(waiting, at: location) else { return }
    let ended = openSubscriptions().filter { $0.end(with: error) }
    guard !ended.isEmpty else {
      return TestFailure.record(
        "\(name) \(waiting) reached no subscription: an observer (observe(_:_:)) has no normal "
          + "end; fail it, or let the presenter cancel it", at: location)
    }
    await wait(until: { ended.allSatisfy(\.hasHandledEnd) }, waiting: waiting, at: location)
  }

  /// Waits until a subscription is open; `false` when the wait failed the test.
  private func waitForOpenSubscription(_ waiting: String, at location: FailureLocation) async
    -> Bool
  {
    await wait(until: { [self] in isSubscribed }, waiting: waiting, at: location)
  }

  // MARK: Waiting

  /// Suspends until `isReady`; inside a presenter test fails at `location`, naming `waiting`, and
  /// returns `false` when nothing can make it true; elsewhere never times out.
  @discardableResult
  private func wait(
    until isReady: @escaping () -> Bool, waiting: String, at location: FailureLocation
  ) async -> Bool {
    if let ledger {
      return await ledger.waitOrFail(
        until: isReady, waiting: "\(waiting) of \(name)",
        detail: { [self] in stateDescription }, at: location)
    }
    while true {
      // The condition reads locked state: checked outside the lock, against the version.
      let seen = locked { version }
      if isReady() { return true }
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let now = locked { () -> Bool in
          guard version == seen else { return true }
          watchers.append(continuation)
          return false
        }
        if now { continuation.resume() }
      }
    }
  }

  /// What a failed wait says of the stub.
  private var stateDescription: String {
    let all = locked { subscriptions }
    guard !all.isEmpty else { return "It has had no subscription." }
    return "Its subscriptions: " + all.map(\.detail).joined(separator: "; ") + "."
  }

  /// Wakes the waits, which check their condition again, and tells the presenter test that
  /// something changed.
  func changed() {
    let waiting = locked { () -> [CheckedContinuation<Void, Never>] in
      version += 1
      defer { watchers.removeAll() }
      return watchers
    }
    for continuation in waiting { continuation.resume() }
    ledger?.changed()
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}

extension LiveSourceStub: LeftoverReporting {
  nonisolated var leftovers: [Leftover] {
    locked { subscriptions }.compactMap(\.leftover)
  }
}

extension LiveSourceStub: LiveSourceReporting {
  var openSubscriptionNames: [String] {
    openSubscriptions().map { "\($0.name) (\($0.kind.rawValue))" }
  }
}
