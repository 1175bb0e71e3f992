import Dispatch
import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct CallRecorderTests {
  let recorder = CallRecorder<MockSampleView.Call>()

  @Test func expectCallsPassesOnTheExactSequenceAndConsumesIt() {
    recorder.record(.showLoading)
    recorder.record(.hideLoading)
    #expect(recorder.unassertedCalls == [.showLoading, .hideLoading])
    recorder.expectCalls([.showLoading, .hideLoading])
    #expect(recorder.unassertedCalls == [])
    recorder.record(.showContent("x"))
    recorder.expectCalls([.showContent("x")])
    recorder.expectNoCalls()
    #expect(recorder.allCalls == [.showLoading, .hideLoading, .showContent("x")])
  }

  @Test func expectCallsFailsWithADiffAtTheCallersLocation() {
    recorder.record(.showLoading)
    recorder.record(.showContent("actual"))
    withKnownIssue {
      recorder.expectCalls(
        [.showLoading, .showContent("expected")], fileID: "MVPCoreTests/Somewhere.swift",
        filePath: "/tmp/Somewhere.swift", line: 42, column: 7)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "View calls differ (− expected, + actual):\n"
          + "  showLoading\n− showContent(\"expected\")\n+ showContent(\"actual\")"
      ]
        && issue.sourceLocation?.fileID == "MVPCoreTests/Somewhere.swift"
        && issue.sourceLocation?.line == 42
        && issue.sourceLocation?.column == 7
    }
    // The failed assertion consumed the calls, so the next one covers only newer calls.
    recorder.record(.hideLoading)
    recorder.expectCalls([.hideLoading])
  }

  @Test func expectCallsFailsOnAnExtraOrMissingCall() {
    recorder.record(.showLoading)
    withKnownIssue {
      recorder.expectCalls([])
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["View calls differ (− expected, + actual):\n+ showLoading"]
    }
    withKnownIssue {
      recorder.expectCalls([.hideLoading])
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["View calls differ (− expected, + actual):\n− hideLoading"]
    }
  }

  @Test func expectNoCallsFailsWhenSomethingWasCalled() {
    recorder.expectNoCalls()
    recorder.record(.showMessage("toast"))
    withKnownIssue {
      recorder.expectNoCalls()
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "View calls differ (− expected, + actual):\n+ showMessage(\"toast\")"
      ]
    }
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
        recorder.record(.showContent("late"))
      }
    }
    await recorder.waitForCalls(count: 2)
    recorder.expectCalls([.showLoading, .showContent("late")])
  }

  /// Calls `recorder.record(call)` the way unchecked code (a `@preconcurrency` or C callback)
  /// could: the compiler rejects calling the main-actor recorder off the main actor directly.
  private nonisolated static func recordUnchecked(
    _ call: MockSampleView.Call, on recorder: CallRecorder<MockSampleView.Call>
  ) -> @Sendable () -> Void {
    let record: @MainActor @Sendable () -> Void = { recorder.record(call) }
    return unsafeBitCast(record, to: (@Sendable () -> Void).self)
  }

  @Test func recordingFromABackgroundThreadFailsAtTheNextAssertion() async {
    let record = Self.recordUnchecked(.showContent("off main"), on: recorder)
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        record()
        continuation.resume()
      }
    }
    withKnownIssue {
      recorder.expectCalls([.showContent("off main")])
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["showContent(\"off main\") was called off the main queue"]
    }
    // Reported once.
    recorder.expectNoCalls()
  }

  @Test func recordingFromAChildTaskOffTheMainActorFailsAtTheNextAssertion() async {
    let record = Self.recordUnchecked(.showLoading, on: recorder)
    await withTaskGroup(of: Void.self) { group in
      group.addTask { record() }
    }
    withKnownIssue {
      recorder.expectNoCalls()
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["showLoading was called off the main queue"]
        || issue.comments.map(\.rawValue) == [
          "View calls differ (− expected, + actual):\n+ showLoading"
        ]
    }
  }
}
