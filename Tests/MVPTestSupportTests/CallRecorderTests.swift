import Dispatch
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct CallRecorderTests {
  let recorder = CallRecorder<MockItemsView.Call>()

  @Test func expectCallsPassesOnTheExactSequenceAndConsumesIt() {
    recorder.record(.showLoading)
    recorder.record(.hideLoading)
    #expect(recorder.unassertedCalls == [.showLoading, .hideLoading])
    recorder.expectCalls([.showLoading, .hideLoading])
    #expect(recorder.unassertedCalls == [])
    recorder.record(.showItems(["x"]))
    recorder.expectCalls([.showItems(["x"])])
    recorder.expectNoCalls()
    #expect(recorder.allCalls == [.showLoading, .hideLoading, .showItems(["x"])])
  }

  @Test func expectCallsFailsWithADiffAtTheCallersLocation() async {
    recorder.record(.showLoading)
    recorder.record(.showItems(["actual"]))
    let failures = await TestFailure.collect {
      recorder.expectCalls(
        [.showLoading, .showItems(["expected"])], fileID: "MVPTestSupportTests/Somewhere.swift",
        filePath: "/tmp/Somewhere.swift", line: 42, column: 7)
    }
    #expect(
      failures == [
        RecordedFailure(
          message: "View calls differ (− expected, + actual):\n"
            + "  showLoading\n− showItems([\"expected\"])\n+ showItems([\"actual\"])",
          fileID: "MVPTestSupportTests/Somewhere.swift", filePath: "/tmp/Somewhere.swift",
          line: 42, column: 7)
      ])
    // The failed assertion consumed the calls, so the next one covers only newer calls.
    recorder.record(.hideLoading)
    recorder.expectCalls([.hideLoading])
  }

  @Test func expectCallsFailsOnAnExtraOrMissingCall() async {
    recorder.record(.showLoading)
    let extra = await TestFailure.collect { recorder.expectCalls([]) }
    let missing = await TestFailure.collect { recorder.expectCalls([.hideLoading]) }
    #expect(extra.map(\.message) == ["View calls differ (− expected, + actual):\n+ showLoading"])
    #expect(missing.map(\.message) == ["View calls differ (− expected, + actual):\n− hideLoading"])
  }

  @Test func expectNoCallsFailsWhenSomethingWasCalled() async {
    recorder.expectNoCalls()
    recorder.record(.showMessage("toast"))
    let failures = await TestFailure.collect { recorder.expectNoCalls() }
    #expect(
      failures.map(\.message) == [
        "View calls differ (− expected, + actual):\n+ showMessage(\"toast\")"
      ])
  }

  @Test func waitForCallsReturnsAtOnceWhenEnoughWereRecorded() async {
    recorder.record(.showLoading)
    recorder.record(.hideLoading)
    await recorder.waitForCalls(count: 2)
    await recorder.waitForCalls(count: 1)
    recorder.expectCalls([.showLoading, .hideLoading])
    // Counts are totals since creation, not since the last assertion.
    await recorder.waitForCalls(count: 2)
  }

  @Test func waitForCallsResumesWhenTheCountIsReached() async {
    let recorder = self.recorder
    DispatchQueue.global().async {
      MainQueueDispatcher().dispatch {
        recorder.record(.showLoading)
        recorder.record(.showItems(["late"]))
      }
    }
    await recorder.waitForCalls(count: 2)
    recorder.expectCalls([.showLoading, .showItems(["late"])])
  }

  /// Calls `recorder.record(call)` the way unchecked code (a `@preconcurrency` or C callback)
  /// could: the compiler rejects calling the main-actor recorder off the main actor directly.
  private nonisolated static func recordUnchecked(
    _ call: MockItemsView.Call, on recorder: CallRecorder<MockItemsView.Call>
  ) -> @Sendable () -> Void {
    let record: @MainActor @Sendable () -> Void = { recorder.record(call) }
    return unsafeBitCast(record, to: (@Sendable () -> Void).self)
  }

  @Test func recordingFromABackgroundThreadFailsAtTheNextAssertion() async {
    let record = Self.recordUnchecked(.showItems(["off main"]), on: recorder)
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        record()
        continuation.resume()
      }
    }
    let failures = await TestFailure.collect {
      recorder.expectCalls([.showItems(["off main"])])
    }
    #expect(failures.map(\.message) == ["showItems([\"off main\"]) was called off the main queue"])
    // Reported once.
    recorder.expectNoCalls()
  }

  @Test func recordingFromAChildTaskOffTheMainActorFailsAtTheNextAssertion() async {
    let record = Self.recordUnchecked(.showLoading, on: recorder)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { record() }
    }
    let failures = await TestFailure.collect { recorder.expectNoCalls() }
    // The unchecked call may have reached the recorder on or off the main queue.
    #expect(
      failures.map(\.message) == [
        "showLoading was called off the main queue",
        "View calls differ (− expected, + actual):\n+ showLoading",
      ]
        || failures.map(\.message) == [
          "View calls differ (− expected, + actual):\n+ showLoading"
        ])
  }
}
