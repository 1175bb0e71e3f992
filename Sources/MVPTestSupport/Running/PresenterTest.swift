import MVPCore

/// An exhaustive presenter test: everything the test creates is registered, and when the test
/// ends it fails with one list of everything left over, like TCA's `TestStore`.
///
/// Run a test inside one with the `.presenterTest` trait (``PresenterTestTrait``, Swift Testing)
/// or with ``run(checking:fileID:filePath:line:column:_:)`` (Swift Testing or `async` XCTest):
///
/// ```swift
/// @MainActor @Suite(.presenterTest) struct GreetingPresenterTests {
///   let service = StubNameService()
///
///   @Test func showsGreetingAfterLoading() async throws {
///     let module = GreetingModule.build(service: service) { MockGreetingView(presenter: $0) }
///     let view = try module.view(as: MockGreetingView.self)
///     module.presenter.viewDidLoad()
///     await service.name.waitForPendingRequests(1)
///     service.name.succeed(with: "Ada")
///     await module.presenter.tasks.waitUntilIdle()
///     view.recorder.expectCalls([.showLoading, .hideLoading, .showGreeting("Hello, Ada!")])
///   }  // no hand-written ending: what is left over fails the test here
/// }
/// ```
///
/// Registered without any code in the test, when created inside the test (a suite's stored
/// properties and `init` included): every ``CallRecorder`` (mock views, routers, navigators),
/// ``AsyncStub``, ``CallbackStub``, ``LiveSourceStub``, ``HTTPStub``, ``ManualDispatcher`` and
/// `ManualClock`, and
/// MVPCore's `TaskScope`s, `ViewBinding`s, `RefreshWaiters` (a screen state's `refresh()`) and
/// modules (`Module.assemble`, or `Module(view:presenter:)` in a builder that wires its view
/// itself). When the test ends it fails, once, listing per ``Exhaustivity`` check:
/// - **view calls** recorded and never checked by `expectCalls`;
/// - **stub calls** neither answered nor cancelled, subscriptions to a ``LiveSourceStub`` left
///   open, and HTTP requests held open;
/// - **running work**: tasks and operations of a `TaskScope`, including the ones a scope was
///   released with, work queued in a ``ManualDispatcher``, tasks sleeping on a `ManualClock`, and
///   `refresh()` calls still waiting for their refresh to end;
/// - **queued updates** a `ViewBinding` holds, or held when released, for a view that never came;
/// - **leaks**: presenters and views of the modules, task scopes, view bindings, refresh waiters
///   and tracked objects that outlived the test.
///
/// Inside a presenter test the waits of the kit (`TaskScope.waitUntilIdle()`,
/// `waitUntilFinished(_:)`, the stubs' `waitForPendingRequests(_:)` and `waitForRequests(_:)`,
/// ``CallRecorder/waitForCalls(count:fileID:filePath:line:column:)``,
/// `ManualClock.waitForSleepers(_:)`) never hang on a lost call: when every piece of work left
/// waits for the test (a stub call it has not answered, a `ManualClock` it has not moved), the
/// wait fails at once, naming what the work waits for. Work that the kit does not see (a `Task` or a `DispatchQueue`
/// block the test starts itself) is not taken into account: start it before waiting, or run it
/// through a `TaskScope`.
///
/// And every presenter given the default dispatcher (`.default`) fails the test when it uses it.
@MainActor
public final class PresenterTest {
  /// The presenter test the caller runs in, or `nil` outside one. Readable from any thread.
  public nonisolated static var current: PresenterTest? {
    TestLedger.current?.test
  }

  /// The checks made when the test ends; all of them unless the test skipped some.
  public private(set) var exhaustivity: Exhaustivity

  /// Where the writes of this test report once their presenter is released: the default
  /// `WriteOutcomes` of every `TaskScope` (and so `ScreenLifecycle`) created in the test, instead
  /// of `WriteOutcomes.shared`, so that tests running side by side do not share outcomes. A test
  /// that releases a presenter during a write answers the write, waits with
  /// `writeOutcomes.waitForOutcomes(_:)` and checks `writeOutcomes.unhandled`.
  public let writeOutcomes = WriteOutcomes()

  let ledger = TestLedger()

  private init(exhaustivity: Exhaustivity) {
    self.exhaustivity = exhaustivity
    ledger.test = self
  }

  /// Turns checks off for the rest of this test, for example `.runningWork` in a test that
  /// releases a module with a request in flight on purpose.
  ///
  /// - Parameter checks: The checks to skip.
  public func skip(_ checks: Exhaustivity) {
    exhaustivity.subtract(checks)
  }

  /// Makes exactly `checks` when the test ends.
  func check(_ checks: Exhaustivity) {
    exhaustivity = checks
  }

  /// Checks, when the test ends, that `object` was deallocated, like ``LeakTracker``.
  ///
  /// - Parameters:
  ///   - object: A class instance created in the test, for example a router.
  ///   - name: How the failure names it.
  public func track(_ object: AnyObject, as name: String) {
    ledger.track(object, as: name)
  }

  /// Runs `body` as an exhaustive presenter test: registers what it creates and, when it ends,
  /// fails the test once with everything left over (see ``PresenterTest``).
  ///
  /// ```swift
  /// func testShowsGreeting() async throws {  // XCTest
  ///   try await PresenterTest.run { test in
  ///     ...
  ///   }
  /// }
  /// ```
  ///
  /// Create the objects under test inside `body`: objects kept elsewhere (an `XCTestCase`'s
  /// properties live for the whole run) are reported as leaks.
  ///
  /// - Parameters:
  ///   - checks: The checks to make; ``Exhaustivity/all`` by default.
  ///   - fileID: Where the end-of-test failure points, the caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  ///   - body: The test. It receives the running test, to ``skip(_:)`` checks or
  ///     ``track(_:as:)`` objects.
  /// - Throws: What `body` throws; the end-of-test checks run anyway.
  public static func run(
    checking checks: Exhaustivity = .all,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ body: @MainActor (PresenterTest) async throws -> Void
  ) async rethrows {
    try await run(
      checking: checks,
      at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column), body)
  }

  static func run(
    checking checks: Exhaustivity,
    at location: FailureLocation,
    _ body: @MainActor (PresenterTest) async throws -> Void
  ) async rethrows {
    let test = PresenterTest(exhaustivity: checks)
    do {
      try await WorkObservation.$observer.withValue(test.ledger) { try await body(test) }
    } catch {
      await test.finish(at: location)
      throw error
    }
    await test.finish(at: location)
  }

  /// Waits for cancelled work to unwind, then reports everything left over in one failure.
  private func finish(at location: FailureLocation) async {
    await ledger.settle()
    let (leftovers, problems) = ledger.finish(checking: exhaustivity)
    guard !leftovers.isEmpty || !problems.isEmpty else { return }
    TestFailure.record(Self.report(leftovers, problems: problems), at: location)
  }

  /// The end-of-test failure: the leftovers grouped by check, then the problems.
  static func report(_ leftovers: [Leftover], problems: [String]) -> String {
    let sections: [(Exhaustivity, String)] = [
      (.viewCalls, "Unchecked calls (check them with expectCalls)"),
      (.stubCalls, "Unanswered stub calls"),
      (.runningWork, "Running work (wait for it, answer it, or cancel it)"),
      (.queuedUpdates, "View updates queued for a view that never came"),
      (
        .leaks,
        "Objects that outlived the test (a retain cycle, such as a work or then closure that "
          + "captures the presenter, or a reference kept elsewhere)"
      ),
    ]
    var lines = [
      "The test ended with work left over (exhaustive presenter test; skip a check with "
        + "PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):"
    ]
    for (check, title) in sections {
      let items = leftovers.filter { $0.check == check }
      guard !items.isEmpty else { continue }
      lines.append("\(title), \(check):")
      lines += items.map { "- \($0.text)" }
    }
    if !problems.isEmpty {
      lines.append("Problems:")
      lines += problems.map { "- \($0)" }
    }
    return lines.joined(separator: "\n")
  }
}
