import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite struct PendingWorkExpectationTests {
  let tasks = TaskScope()
  let binding = ViewBinding<any SampleView>()
  let dispatcher = ManualDispatcher()

  @Test func passesWhenNothingIsPending() {
    expectNoPendingWork(tasks, binding, dispatcher)
    expectNoPendingWork()
  }

  @Test func failsListingEveryPendingItem() async {
    let stub = AsyncStub<Int, String>()
    let owner = ResultReceiver()
    tasks.perform(
      "load", owner: owner, work: { try await stub.call(1) },
      then: { owner, result in owner.receive(result) })
    await stub.waitForPendingCalls(1)
    binding.update(.queue) { $0.showMessage("toast") }
    dispatcher.dispatch {}

    // The runtime spells existential type arguments differently across platforms.
    let bindingType = "\(type(of: binding))"
    withKnownIssue {
      expectNoPendingWork(tasks, binding, dispatcher)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        """
        Work is still pending:
        - TaskScope: task #0 'load' still running
        - \(bindingType): queued view update #0 waiting for a view
        - ManualDispatcher: dispatched work item #1 has not run
        """
      ]
    }

    // Finish everything: the same check now passes.
    stub.succeed(with: "done")
    await tasks.waitUntilIdle()
    binding.attach(MockSampleView())
    dispatcher.runAll()
    expectNoPendingWork(tasks, binding, dispatcher)
    owner.recorder.expectCalls([.value("done")])
  }

  @Test func failsForEachSourceOnItsOwn() {
    dispatcher.dispatch {}
    withKnownIssue {
      expectNoPendingWork(tasks, dispatcher)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Work is still pending:\n- ManualDispatcher: dispatched work item #1 has not run"
      ]
    }
    dispatcher.runAll()
  }
}
