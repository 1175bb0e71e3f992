import MVPCore
import MVPTestSupport
import Testing

/// ``LiveSourceStub``: subscriptions counted and closed, values and ends handed to every open
/// subscription with waits that return once the subscriber handled them, and, inside a
/// presenter test, a subscription left open reported when the test ends.
@MainActor @Suite struct LiveSourceStubTests {
  let stub = LiveSourceStub<Int>()

  @Test func countsSubscriptionsAndTellsWhetherOneIsOpen() {
    #expect(!stub.isSubscribed)
    var iterator: LiveSourceStub<Int>.Updates.Iterator? = stub.updates().makeAsyncIterator()
    #expect(stub.isSubscribed)
    let observation = stub.observe({ _ in }, { _ in })
    #expect(stub.subscriptionCount == 2)
    #expect(stub.openSubscriptionCount == 2)
    observation.cancel()
    #expect(stub.openSubscriptionCount == 1)
    // Dropping the iterator closes its subscription.
    _ = iterator
    iterator = nil
    #expect(!stub.isSubscribed)
    #expect(stub.subscriptionCount == 2)
  }

  @Test func sendHandsTheValueToEveryOpenSubscriptionAndReturnsOnceEachHandledIt() async throws {
    let received = LockedValue<[String]>([])
    let observation = stub.observe(
      { value in received.mutate { $0.append("observer: \(value)") } },
      { error in received.mutate { $0.append("observer failed: \(error)") } })
    var iterator = stub.updates().makeAsyncIterator()
    let consumer = Task {
      // A hand-written subscriber: it has handled a value when it asks for the next one.
      while let value = try await iterator.next() {
        received.mutate { $0.append("sequence: \(value)") }
      }
      received.mutate { $0.append("sequence ended") }
    }
    await stub.send(1)
    #expect(Set(received.value) == ["observer: 1", "sequence: 1"])
    await stub.finish()
    try await consumer.value
    #expect(received.value.last == "sequence ended")
    #expect(stub.openSubscriptionCount == 1, "an observer has no normal end")
    await stub.fail(with: ServiceError.offline)
    #expect(received.value.last == "observer failed: offline")
    #expect(!stub.isSubscribed)
    observation.cancel()
  }

  @Test func sendWaitsForASubscriptionToOpen() async throws {
    let sender = Task { await stub.send(1) }
    var iterator = stub.updates().makeAsyncIterator()
    #expect(try await iterator.next() == 1)
    let finisher = Task { await stub.finish() }
    #expect(try await iterator.next() == nil)
    await sender.value
    await finisher.value
    #expect(!stub.isSubscribed)
  }

  @Test func aCancelledIterationEndsWithNoValue() async throws {
    let iteration = Task {
      var iterator = stub.updates().makeAsyncIterator()
      return try await iterator.next()
    }
    await stub.waitForSubscriptions(1)
    iteration.cancel()
    #expect(try await iteration.value == nil)
    #expect(!stub.isSubscribed)
  }

  @Test func finishFailsTheTestWhenOnlyObserversAreOpen() async {
    let observation = stub.observe({ _ in }, { _ in })
    let failures = await TestFailure.collect { await stub.finish() }
    #expect(
      failures.map(\.message) == [
        "LiveSourceStub<Int> finish() reached no subscription: an observer (observe(_:_:)) has "
          + "no normal end; fail it, or let the presenter cancel it"
      ])
    #expect(stub.isSubscribed)
    observation.cancel()
  }

  // MARK: Inside a presenter test

  @Test func aSubscriptionLeftOpenFailsTheTest() async {
    let kept = LockedValue<LiveSourceStub<Int>.Updates.Iterator?>(nil)
    let failures = await TestFailure.collect {
      await PresenterTest.run(fileID: "Kit/Example.swift", filePath: "/Example.swift", line: 3) {
        _ in
        let stub = LiveSourceStub<Int>()
        // One cancelled, and one iterator dropped: neither is left open.
        stub.observe({ _ in }, { _ in }).cancel()
        _ = stub.updates().makeAsyncIterator()
        // An observer never removed, and a sequence still iterated after the test.
        _ = stub.observe({ _ in }, { _ in })
        kept.mutate { $0 = stub.updates().makeAsyncIterator() }
      }
    }
    kept.mutate { $0 = nil }
    #expect(failures.map(\.fileID) == ["Kit/Example.swift"])
    #expect(
      failures.map(\.message) == [
        """
        The test ended with work left over (exhaustive presenter test; skip a check with \
        PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):
        Unanswered stub calls, [stubCalls]:
        - LiveSourceStub<Int> subscription #3 (observe(_:_:)) was left open
        - LiveSourceStub<Int> subscription #4 (updates()) was left open
        """
      ])
  }

  @Test func aSubscriptionItsLoaderEndedWithThePresenterIsNotLeftOpen() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run { _ in
        let source = LiveSourceStub<[String]>()
        let view = MockTodoView()
        let screen = ScreenLifecycle<any TodoView>()
        let loader = ResourceLoader(
          screen: screen, updates: source.updates, view: { $0 },
          showValue: { view, todos in view.showTodos(todos) })
        screen.attach(view)
        loader.load()
        await source.send(["milk"])
        view.recorder.expectCalls([.showLoading, .hideLoading, .showTodos(["milk"])])
        expectNoPendingWork(screen)
        #expect(source.isSubscribed)
      }
    }
    #expect(failures.map(\.message) == [])
  }

  /// The loader's end does not close an observer's subscription by itself: only the
  /// `Cancellable` the presenter's `observe` returns does, so one it drops is caught.
  @Test func anObservationWhoseCancellableThePresenterDropsIsLeftOpen() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: .stubCalls) { _ in
        let source = LiveSourceStub<[String]>()
        let view = MockTodoView()
        do {
          let screen = ScreenLifecycle<any TodoView>()
          let loader = ResourceLoader(
            screen: screen,
            observe: { send, fail in
              _ = source.observe(send, fail)
              return CancellationHandle()  // not the observation's
            }, view: { $0 }, showValue: { view, todos in view.showTodos(todos) })
          screen.attach(view)
          loader.load()
          await source.send(["milk"])
          screen.detach(view)
          #expect(!loader.isSubscribed)
          #expect(source.isSubscribed, "the observation outlives the loader's subscription")
          await source.send(["milk", "eggs"])  // returns: nobody will show it
        }
        view.recorder.expectCalls([.showLoading, .hideLoading, .showTodos(["milk"])])
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        The test ended with work left over (exhaustive presenter test; skip a check with \
        PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):
        Unanswered stub calls, [stubCalls]:
        - LiveSourceStub<Array<String>> subscription #1 (observe(_:_:)) was left open
        """
      ])
  }

  @Test func aWaitForWhatCanNeverComeFailsAtOnceNamingTheSubscription() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: .stubCalls) { _ in
        let source = LiveSourceStub<[String]>()
        let view = MockTodoView()
        let screen = ScreenLifecycle<any TodoView>()
        let loader = ResourceLoader(
          screen: screen, observe: source.observe, view: { $0 },
          showValue: { view, todos in view.showTodos(todos) })
        screen.attach(view)
        loader.load()
        await view.recorder.waitForCalls(count: 2)
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        waitForCalls(count: 2) of MockTodoView.Call can never return. 1 calls were recorded.
        Every piece of work left waits for the test (a stub call it has not answered, a \
        ManualClock it has not moved), and the test is waiting here:
        - task #0 'resource' waits for LiveSourceStub<Array<String>> subscription #1: send, fail \
        or finish
        """
      ])
  }

  @Test func sendFailsAtOnceWhenNoSubscriptionCanCome() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run { _ in
        let source = LiveSourceStub<Int>()
        await source.send(1)
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        send(1) of LiveSourceStub<Int> can never return. It has had no subscription.
        No work is running that could change that (was it started, for example by viewDidLoad()?).
        """
      ])
  }
}

/// The view of a screen fed by a live source, for the stub's tests.
@MainActor
protocol TodoView: LoadingViewInterface, ErrorViewInterface {
  func showTodos(_ todos: [String])
}

/// A ``TodoView`` that records its calls.
@MainActor
final class MockTodoView: TodoView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(String)
    case showTodos([String])
  }

  let recorder = CallRecorder<Call>()

  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) { record(.showError(message)) }
  func showTodos(_ todos: [String]) { record(.showTodos(todos)) }
}
