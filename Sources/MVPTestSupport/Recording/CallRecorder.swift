import MVPCore

/// Records the calls a mock view (or any mock) receives, as typed `Equatable` values in order.
///
/// A mock view is one line per protocol method:
///
/// ```swift
/// final class MockListView: ListView {
///   enum Call: Equatable { case showLoading, hideLoading, showRows([String]) }
///   let recorder = CallRecorder<Call>()
///   func showLoading() { recorder.record(.showLoading) }
///   func hideLoading() { recorder.record(.hideLoading) }
///   func showRows(_ rows: [String]) { recorder.record(.showRows(rows)) }
/// }
/// ```
///
/// Tests then assert the exact sequence with ``expectCalls(_:fileID:filePath:line:column:)``,
/// which consumes what it checked, so each assertion covers only the calls since the previous one,
/// and ``expectNoCalls(fileID:filePath:line:column:)`` proves nothing else happened. Inside a
/// ``PresenterTest`` a recorder is registered when created, and calls that no assertion checked
/// fail the test when it ends.
///
/// A call recorded off the main queue is itself reported as a test
/// failure, so a presenter that updates its view from a background thread is caught. The failure
/// is reported by the recorder's next ``expectCalls(_:fileID:filePath:line:column:)`` (or
/// ``expectNoCalls(fileID:filePath:line:column:)``), at the mock method's location, because a
/// background thread is outside the test's context.
@MainActor
public final class CallRecorder<Call> {
  /// Every call recorded since creation, in order, including ones already asserted.
  public private(set) var allCalls: [Call] = []

  /// The calls recorded since the last ``expectCalls(_:fileID:filePath:line:column:)``.
  public private(set) var unassertedCalls: [Call] = []

  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  let offMainCalls = OffMainCallLog()
  /// How end-of-test failures name the recorder.
  let label: String
  /// What the recorded calls are, in a failed assertion: "View calls", or "Routes" for a router.
  private let kind: String
  /// The presenter test the recorder was created in, if any.
  private let ledger = TestLedger.current

  /// Creates an empty recorder; inside a ``PresenterTest`` it registers with the test.
  ///
  /// - Parameters:
  ///   - fileID: Where the recorder is created, the caller's `#fileID`; end-of-test failures name
  ///     a recorder of a plain call type (`CallRecorder<Int>`) by it.
  ///   - line: The caller's `#line`.
  public convenience init(fileID: String = #fileID, line: UInt = #line) {
    let name = TypeName.of(Call.self)
    self.init(
      label: name.contains(".") ? name : "CallRecorder<\(name)> created at \(fileID):\(line)")
  }

  /// Creates an empty recorder that end-of-test failures call `label`.
  ///
  /// - Parameters:
  ///   - label: The recorder's name in end-of-test failures.
  ///   - kind: What its calls are, in a failed assertion's first line; "View calls" by default.
  init(label: String, kind: String = "View calls") {
    self.label = label
    self.kind = kind
    ledger?.register(self)
  }

  /// Records `call`; mocks call it from each protocol method.
  ///
  /// - Parameters:
  ///   - call: The typed call, with its arguments.
  ///   - fileID: The mock method's `#fileID`, for a failure when called off the main queue.
  ///   - filePath: The mock method's `#filePath`.
  ///   - line: The mock method's `#line`.
  ///   - column: The mock method's `#column`.
  public func record(
    _ call: Call,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    if !MainQueue.isCurrent {
      offMainCalls.append(
        .init(
          message: "\(call) was called off the main queue", fileID: fileID, filePath: filePath,
          line: line, column: column))
    }
    allCalls.append(call)
    unassertedCalls.append(call)
    let ready = waiters.filter { $0.count <= allCalls.count }
    waiters.removeAll { $0.count <= allCalls.count }
    for waiter in ready { waiter.continuation.resume() }
    ledger?.changed()
  }

  /// Suspends until at least `count` calls have been recorded in all, counting from creation.
  ///
  /// For code that reaches the view through a real asynchronous hop (for example
  /// `MainQueueDispatcher` from a background thread). Returns at once when enough calls
  /// were already recorded. Inside a ``PresenterTest`` it fails at once instead of waiting for
  /// calls that cannot come (see ``PresenterTest``); elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - count: The total number of calls to wait for, 1 or more.
  ///   - fileID: The caller's `#fileID`, for the failure when the calls cannot come.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitForCalls(
    count: Int,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let ledger {
      _ = await ledger.waitOrFail(
        until: { allCalls.count >= count }, waiting: "waitForCalls(count: \(count)) of \(label)",
        detail: { "\(allCalls.count) calls were recorded." }, fileID: fileID, filePath: filePath,
        line: line, column: column)
      return
    }
    guard allCalls.count < count else { return }
    await withCheckedContinuation { continuation in
      waiters.append((count, continuation))
    }
  }
}

extension CallRecorder: LeftoverReporting {
  var leftovers: [Leftover] {
    let offMain = offMainCalls.drain().map {
      Leftover(check: .viewCalls, text: "\(label): \($0.message)")
    }
    guard !unassertedCalls.isEmpty else { return offMain }
    let calls = unassertedCalls.map { "    \($0)" }.joined(separator: "\n")
    let count = unassertedCalls.count == 1 ? "1 call" : "\(unassertedCalls.count) calls"
    return offMain + [Leftover(check: .viewCalls, text: "\(label), \(count):\n\(calls)")]
  }
}

extension CallRecorder where Call: Equatable {
  /// Asserts that the calls since the previous assertion are exactly `expected`, in order, and
  /// consumes them. On a mismatch the failure shows a line diff (`−` expected, `+` actual).
  ///
  /// - Parameters:
  ///   - expected: The exact calls expected, in order.
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func expectCalls(
    _ expected: [Call],
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    for entry in offMainCalls.drain() {
      TestFailure.record(
        entry.message, fileID: entry.fileID, filePath: entry.filePath, line: entry.line,
        column: entry.column)
    }
    let actual = unassertedCalls
    unassertedCalls.removeAll()
    guard actual != expected else { return }
    TestFailure.record(
      "\(kind) differ (− expected, + actual):\n"
        + SequenceDiff.render(expected: expected, actual: actual),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Asserts that no call happened since the previous assertion.
  ///
  /// - Parameters:
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func expectNoCalls(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    expectCalls([], fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
