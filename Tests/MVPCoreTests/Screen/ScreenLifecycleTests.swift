import MVPCore
import MVPTestSupport
import Testing

/// ``ScreenLifecycle``: attach replays then resumes; only the attached view can detach (issue 8,
/// kind 8); a detach cancels reads and keeps writes (kind 9); events set visibility (kind 10).
@MainActor @Suite(.presenterTest) struct ScreenLifecycleTests {
  let screen = ScreenLifecycle<any SampleView>(dispatcher: .immediate)
  let view = MockSampleView()
  let receiver = ResultReceiver()
  let callbacks = CallbackStub<Int, String>()

  func start(_ request: Int, key: ScreenKey, role: WorkRole) {
    screen.tasks.perform(
      key, role: role, owner: receiver,
      operation: { [callbacks] in callbacks.call(request, completion: $0) },
      then: { receiver, result in receiver.receive(result) })
  }

  @Test func aLateDetachOfAReplacedViewCancelsNothing_kind8() {
    let work = RecordingWork()
    screen.register(work)
    let new = MockSampleView()
    screen.attach(view)
    start(1, key: "read", role: .read)
    screen.attach(new)
    #expect(!screen.detach(view))
    #expect(screen.isAttached)
    #expect(screen.binding.view === new)
    #expect(screen.tasks.isRunning("read"))
    #expect(callbacks.cancelledRequests.isEmpty)
    #expect(work.events == ["attach", "attach"])
    callbacks.succeed(with: "loaded")
    receiver.recorder.expectCalls([.value("loaded")])
  }

  @Test func detachCancelsReadsAndKeepsWrites_kind9() {
    let work = RecordingWork()
    screen.register(work)
    screen.attach(view)
    start(1, key: "read", role: .read)
    start(2, key: "write", role: .write)
    #expect(screen.detach(view))
    #expect(!screen.isAttached)
    #expect(callbacks.cancelledRequests == [1])
    #expect(screen.tasks.isRunning("write"))
    #expect(work.events == ["attach", "detach"])
    #expect(!screen.detach(view))
    #expect(work.events == ["attach", "detach"])
    callbacks.succeed(with: "late read")
    callbacks.succeed(with: "saved")
    receiver.recorder.expectCalls([.value("saved")])
  }

  @Test func attachReplaysBeforeResuming() {
    let binding = screen.binding
    let work = RecordingWork(onAttach: { binding.update(.drop) { $0.showContent("resumed") } })
    screen.register(work)
    screen.binding.update(.state("content")) { $0.showContent("kept") }
    screen.binding.update(.queue) { $0.showMessage("queued") }
    screen.attach(view)
    view.recorder.expectCalls([
      .showContent("kept"), .showMessage("queued"), .showContent("resumed"),
    ])
  }

  @Test func nothingResumesWhenTheReplayDetachesTheView() {
    let work = RecordingWork()
    screen.register(work)
    screen.binding.update(.queue) { [screen] view in screen.detach(view) }
    screen.attach(view)
    #expect(!screen.isAttached)
    #expect(work.events == ["detach"])
  }

  @Test func registeredWorkIsHeldWeaklyAndOnce() {
    var work: RecordingWork? = RecordingWork()
    weak let weakWork = work
    if let work {
      screen.register(work)
      screen.register(work)
    }
    screen.attach(view)
    #expect(work?.events == ["attach"])
    work = nil
    #expect(weakWork == nil)
    screen.detach(view)
    screen.attach(view)
  }

  @Test func lifecycleEventsHoldMessagesWhileHidden_kind10() {
    screen.attach(view)
    screen.handle(.viewDidDisappear)
    screen.binding.update(.queue) { $0.showMessage("deleted") }
    screen.binding.update(.state("content")) { $0.showContent("rows") }
    view.recorder.expectCalls([.showContent("rows")])
    #expect(
      screen.pendingWorkDescriptions == ["queued view update #0 waiting for a visible view"])
    screen.handle(.viewWillAppear)
    view.recorder.expectCalls([.showMessage("deleted")])
  }

  @Test func pendingWorkListsQueuedMessagesThenWork() {
    screen.binding.update(.queue) { $0.showMessage("waiting") }
    start(1, key: "read", role: .read)
    #expect(
      screen.pendingWorkDescriptions == [
        "queued view update #0 waiting for a view",
        "operation #0 'read' waiting for its answer",
      ])
    callbacks.succeed(with: "done")
    receiver.recorder.expectCalls([.value("done")])
    screen.attach(view)
    view.recorder.expectCalls([.showMessage("waiting")])
  }
}

/// The screen starts its loaders' first loads and retries them, in the order they registered,
/// so that one presenter drives several loaders (a list and a resource) with no code.
@MainActor @Suite(.presenterTest) struct ScreenLifecycleLoadingTests {
  let screen = ScreenLifecycle<any SampleView>()
  let log = CallRecorder<String>()

  @Test func viewDidLoadStartsEachLoaderInRegistrationOrderBeforeTheEmbeddedPresenters() {
    let first = RecordingWork(name: "first", log: { [log] in log.record($0) })
    let second = RecordingWork(name: "second", log: { [log] in log.record($0) })
    screen.register(first)
    screen.register(second)
    let embeddedLog = CallRecorder<LifecycleRecordingPresenter.Entry>()
    let child = LifecycleRecordingPresenter("child", log: embeddedLog)
    screen.embed(child, view: { $0 as AnyObject })
    screen.handle(.viewDidLoad)
    log.expectCalls(["first load", "second load"])
    embeddedLog.expectCalls([.init(presenter: "child", event: .viewDidLoad)])
    screen.handle(.viewWillAppear)
    #expect(first.events == ["load"])
    embeddedLog.expectCalls([.init(presenter: "child", event: .viewWillAppear)])
  }

  @Test func retryRetriesEachLoaderInRegistrationOrder() {
    let first = RecordingWork(name: "first", log: { [log] in log.record($0) })
    let second = RecordingWork(name: "second", log: { [log] in log.record($0) })
    screen.register(first)
    screen.register(second)
    screen.retry()
    log.expectCalls(["first retry", "second retry"])
  }
}
