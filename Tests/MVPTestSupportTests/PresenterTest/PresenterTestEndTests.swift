import MVPCore
import MVPScreenState
import MVPTestSupport
import Testing

/// What a presenter test reports when it ends: everything left over, in one failure.
@MainActor @Suite struct PresenterTestEndTests {
  /// The runtime spells existential type arguments differently across platforms.
  let bindingType = "\(ViewBinding<any ItemsView>.self)"

  @Test func aTestThatCheckedEverythingPasses() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run { _ in
        let service = ItemsService()
        let view = MockItemsView()
        let presenter = service.makePresenter(view: view)
        presenter.loadItems()
        await service.pages.waitForPendingRequests(1)
        service.pages.succeed(with: ["a"])
        await presenter.tasks.waitUntilIdle()
        view.recorder.expectCalls([.showLoading, .hideLoading, .showItems(["a"])])
      }
    }
    #expect(failures == [])
  }

  @Test func everythingLeftOverIsListedInOneFailureAtTheTest() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(fileID: "Kit/Example.swift", filePath: "/Example.swift", line: 3) {
        _ in
        let service = ItemsService()
        let view = MockItemsView()
        let dispatcher = ManualDispatcher()
        let presenter = service.makePresenter(view: view, dispatcher: dispatcher)
        presenter.loadItems()
        await service.pages.waitForPendingRequests(1)
        presenter.saveItem("x")
        presenter.screen.handle(.viewDidDisappear)
        presenter.notify("hidden")
        dispatcher.dispatch {}
      }
    }
    #expect(failures.map(\.fileID) == ["Kit/Example.swift"])
    #expect(failures.map(\.line) == [3])
    #expect(
      failures.map(\.message) == [
        """
        The test ended with work left over (exhaustive presenter test; skip a check with \
        PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):
        Unchecked calls (check them with expectCalls), [viewCalls]:
        - MockItemsView.Call, 1 call:
            showLoading
        Unanswered stub calls, [stubCalls]:
        - CallbackStub<String, Int> call #1: x
        Running work (wait for it, answer it, or cancel it), [runningWork]:
        - ManualDispatcher: dispatched work item #1 has not run
        - task #0 'items' was still running when its TaskScope was released, waiting for \
        AsyncStub<Int, Array<String>> call #1: 1
        - operation #1 'save', a write, was still running after its TaskScope was released, \
        waiting for CallbackStub<String, Int> call #1: x
        View updates queued for a view that never came, [queuedUpdates]:
        - \(bindingType), released: queued view update #1 was never delivered
        """
      ])
  }

  /// Issue 26: a write outlives its presenter, so a test that releases the presenter during an
  /// `async` write still has to answer it; left unanswered, it is reported, and answered, its
  /// outcome reaches the test's `WriteOutcomes`.
  @Test func aWriteLeftRunningAfterItsPresenterWasReleasedIsReported() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(fileID: "Kit/Example.swift", filePath: "/Example.swift", line: 5) {
        _ in
        let saves = AsyncStub<String, Int>()
        var scope: TaskScope? = TaskScope()
        let owner = MockItemsView()
        scope?.perform(
          "save", role: .write, owner: owner, work: { try await saves.call("x") },
          then: { _, _ in })
        await saves.waitForPendingRequests(1)
        scope = nil
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        The test ended with work left over (exhaustive presenter test; skip a check with \
        PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):
        Unanswered stub calls, [stubCalls]:
        - AsyncStub<String, Int> call #1: x
        Running work (wait for it, answer it, or cancel it), [runningWork]:
        - task #0 'save', a write, was still running after its TaskScope was released, waiting \
        for AsyncStub<String, Int> call #1: x
        """
      ])
  }

  @Test func aWriteAnsweredAfterItsPresenterWasReleasedReportsToTheTest() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run { test in
        let saves = AsyncStub<String, Int>()
        var scope: TaskScope? = TaskScope()
        var owner: MockItemsView? = MockItemsView()
        scope?.perform(
          "save", role: .write, owner: owner!, work: { try await saves.call("x") },
          then: { _, _ in })
        await saves.waitForPendingRequests(1)
        scope = nil
        owner = nil
        saves.succeed(with: 1)
        await test.writeOutcomes.waitForOutcomes(1)
        #expect(
          test.writeOutcomes.unhandled.map(\.description) == ["MockItemsView 'save' succeeded"])
      }
    }
    #expect(failures == [])
  }

  @Test func skippedChecksAreNotMade() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: [.viewCalls, .leaks]) { test in
        let service = ItemsService()
        let view = MockItemsView()
        let presenter = service.makePresenter(view: view)
        presenter.loadItems()
        await service.pages.waitForPendingRequests(1)
        test.skip(.viewCalls)
      }
    }
    #expect(failures == [])
  }

  @Test func aViewUpdateThatKeepsItsPresenterIsALeak() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: .leaks) { _ in
        let presenter = ItemsPresenter(load: { _ in [] })
        let module = Module.assemble(presenter: presenter) { presenter in
          let view = MockItemsView()
          view.presenter = presenter
          return view
        }
        // The state closure captures the presenter: binding → closure → presenter → binding.
        presenter.screen.binding.update(.state("title")) { view in
          view.showMessage("\(presenter.tasks.isIdle)")
        }
        _ = module
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        The test ended with work left over (exhaustive presenter test; skip a check with \
        PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):
        Objects that outlived the test (a retain cycle, such as a work or then closure that \
        captures the presenter, or a reference kept elsewhere), [leaks]:
        - ItemsPresenter
        - \(bindingType)
        - TaskScope
        """
      ])
  }

  @Test func aPresenterGivenNoDispatcherFailsWhenItUsesTheDefault() async {
    let failures = await TestFailure.collect {
      await PresenterTest.run { _ in
        let saves = CallbackStub<String, Int>()
        let view = MockItemsView()
        let presenter = ItemsPresenter(
          load: { _ in [] }, save: { saves.call($0, completion: $1) })
        presenter.attach(view)
        presenter.saveItem("x")
        saves.succeed(with: 1)
        view.recorder.expectCalls([.showMessage("Saved 1")])
      }
    }
    #expect(
      failures.map(\.message) == [
        """
        The test ended with work left over (exhaustive presenter test; skip a check with \
        PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):
        Problems:
        - An answer reached a presenter through the default dispatcher (`.default`, the main \
        queue): give every presenter and module the test's dispatcher, `.immediate` or a \
        ManualDispatcher.
        """
      ])
  }

  @Test func aTrackedObjectKeptElsewhereIsALeak() async {
    let kept = MockItemsView()
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: .leaks) { test in
        test.track(kept, as: "the kept view")
        test.track(MockItemsView(), as: "a released view")
      }
    }
    #expect(failures.map(\.message).first?.hasSuffix("[leaks]:\n- the kept view") == true)
    withExtendedLifetime(kept) {}
  }

  @Test func aRefreshStillAwaitedIsRunningWorkAndItsModuleALeak() async {
    var waiting: Task<Void, Never>?
    let failures = await TestFailure.collect {
      await PresenterTest.run(checking: [.runningWork, .leaks]) { _ in
        let presenter = ItemsPresenter(load: { _ in [] })
        let view = MockItemsView()
        // A module whose view is wired by hand, as the screen-state builders do. Never
        // attached, it starts no work, so its screen makes no TaskScope.
        let module = Module(view: view, presenter: presenter)
        let refreshes = RefreshWaiters()
        // A pull to refresh that the presenter never ends, as a screen state's refresh() would
        // wait; the waiting task keeps the module alive past the test.
        waiting = Task {
          await refreshes.wait()
          _ = module
        }
        while refreshes.count == 0 { await Task.yield() }
      }
    }
    waiting?.cancel()
    await waiting?.value
    #expect(
      failures.map(\.message) == [
        """
        The test ended with work left over (exhaustive presenter test; skip a check with \
        PresenterTest.current?.skip(_:) or .presenterTest(skipping:)):
        Running work (wait for it, answer it, or cancel it), [runningWork]:
        - RefreshWaiters: refresh() #0 waits for the refresh to end
        Objects that outlived the test (a retain cycle, such as a work or then closure that \
        captures the presenter, or a reference kept elsewhere), [leaks]:
        - ItemsPresenter
        - MockItemsView
        - \(bindingType)
        - RefreshWaiters
        """
      ])
  }

  @Test func currentIsTheRunningTestAndNilOutsideOne() async {
    #expect(PresenterTest.current == nil)
    await PresenterTest.run { test in
      #expect(PresenterTest.current === test)
      #expect(test.exhaustivity == .all)
    }
  }
}
