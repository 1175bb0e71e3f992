import MVPCore

/// Live sources the checker pushes values through: a ``LiveSourceStub`` registered with
/// ``CheckerServer/pushes(_:name:failure:value:)``.
extension CheckerServer {
  /// Registers a ``LiveSourceStub`` whose subscriptions the checker pushes `value()` to, as the
  /// server's steps: sends it to a subscription that has not received it as it is now, fails
  /// a subscription with `failure`, or ends one with `CancellationError` (a source that throws
  /// a cancellation by itself).
  ///
  /// A subscription waits for a value, as a call waits for its answer, from the moment it
  /// opens, and again each time `value()` changes (someone else changed the
  /// ``CheckerCollection`` it reads, or a write of the presenter did): the checker sends it in
  /// any order with the other steps, and at rest every open subscription has received the value
  /// as it is then.
  ///
  /// ```swift
  /// let store = StubTodoStore()  // its observer is a LiveSourceStub<[Todo]>
  /// let todos = server.collection(
  ///   (1...6).map { Todo(id: $0, title: "Todo \($0)") }, row: TodoRow.init,
  ///   newItem: { Todo(id: 100 + $0, title: "Someone else's todo \($0)") })
  /// server.pushes(store.todos) { todos.items }  // every todo, after each change
  /// ```
  ///
  /// Every `LiveSourceStub` made in a sequence is held to two rules: at rest, none has an open
  /// subscription the checker does not drive (register each with this method: "live sources
  /// are driven"); after the presenter's release, none has a subscription open ("subscriptions
  /// end with the screen": an observer never removed). A subscription to a source that is not
  /// a `LiveSourceStub` (a sequence of the app) is never sent anything: it breaks "live
  /// sources are driven" at rest.
  ///
  /// - Parameters:
  ///   - source: A fresh stub, created in the presenter's closure.
  ///   - name: How reports name it; defaults to the stub's type.
  ///   - failure: The error of a failed subscription; defaults to `ServiceError.offline`.
  ///   - value: The source's value now, read when the checker sends it and after every step
  ///     (to tell whether it changed); compared with `==`.
  public func pushes<Value: Equatable>(
    _ source: LiveSourceStub<Value>, name: String? = nil,
    failure: any Error = ServiceError.offline,
    value: @escaping @MainActor () -> Value
  ) {
    let sent = SentValues<Value>()
    let stale = { () -> [StubSubscription<Value>] in
      let now = value()
      return source.openSubscriptions().filter { sent.values[$0.number] != now }
    }
    pushedSources.append(ObjectIdentifier(source))
    let find = { (number: Int) in stale().first { $0.number == number } }
    stubs.append(
      StubHandle(
        name: name ?? source.name, isLiveSource: true,
        calls: {
          stale().map {
            StubCall(
              number: $0.number, request: "subscription #\($0.number)", work: $0.observedWork)
          }
        },
        noteArrivals: {},
        answerCall: { number in
          guard let subscription = find(number) else { return }
          let now = value()
          sent.values[subscription.number] = now
          _ = subscription.send(now)
        },
        failCall: { number, cancels in
          guard let subscription = find(number) else { return }
          _ = subscription.end(with: cancels ? CancellationError() : failure)
        },
        serveCall: { _ in }))
  }

  /// Whether the checker drives `source`.
  func pushes(_ source: any LiveSourceReporting) -> Bool {
    pushedSources.contains(ObjectIdentifier(source))
  }
}

/// The value a ``CheckerServer`` sent last to each subscription of one live source, by the
/// subscription's number.
@MainActor
private final class SentValues<Value> {
  var values: [Int: Value] = [:]
}
