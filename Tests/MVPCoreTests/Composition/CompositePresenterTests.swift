import MVPCore
import MVPTestSupport
import Testing

@MainActor @Suite(.presenterTest) struct CompositePresenterTests {
  typealias Entry = LifecycleRecordingPresenter.Entry

  let log = CallRecorder<Entry>()

  private func entries(_ event: LifecycleEvent, _ names: [String]) -> [Entry] {
    names.map { Entry(presenter: $0, event: event) }
  }

  @Test func forwardsEveryLifecycleMethodToEachChildInOrder() {
    let banner = LifecycleRecordingPresenter("banner", log: log)
    let list = LifecycleRecordingPresenter("list", log: log)
    let signIn = LifecycleRecordingPresenter("signIn", log: log)
    let page = CompositePresenter(children: [banner, list, signIn])
    let names = ["banner", "list", "signIn"]

    page.viewDidLoad()
    log.expectCalls(entries(.viewDidLoad, names))
    page.viewWillAppear()
    log.expectCalls(entries(.viewWillAppear, names))
    page.viewDidAppear()
    log.expectCalls(entries(.viewDidAppear, names))
    page.viewWillDisappear()
    log.expectCalls(entries(.viewWillDisappear, names))
    page.viewDidDisappear()
    log.expectCalls(entries(.viewDidDisappear, names))
  }

  @Test func handleForwardsEachEvent() {
    let page = CompositePresenter(children: [
      LifecycleRecordingPresenter("a", log: log), LifecycleRecordingPresenter("b", log: log),
    ])
    for event in LifecycleEvent.allCases {
      page.handle(event)
    }
    log.expectCalls(LifecycleEvent.allCases.flatMap { entries($0, ["a", "b"]) })
  }

  @Test func addAppendsAndRemoveTakesOutByIdentity() {
    let a = LifecycleRecordingPresenter("a", log: log)
    let b = LifecycleRecordingPresenter("b", log: log)
    let twinOfA = LifecycleRecordingPresenter("a", log: log)
    let page = CompositePresenter()
    #expect(page.children.isEmpty)
    page.viewDidLoad()
    log.expectNoCalls()

    page.add(a)
    page.add(b)
    #expect(page.children.map { $0 === a } == [true, false])
    page.viewWillAppear()
    log.expectCalls(entries(.viewWillAppear, ["a", "b"]))

    page.remove(twinOfA)
    #expect(page.children.count == 2)
    page.remove(a)
    page.viewDidAppear()
    log.expectCalls(entries(.viewDidAppear, ["b"]))
    #expect(page.children.map { $0 === b } == [true])
  }

  @Test func compositesNest() {
    let inner = CompositePresenter(children: [
      LifecycleRecordingPresenter("inner 1", log: log),
      LifecycleRecordingPresenter("inner 2", log: log),
    ])
    let page = CompositePresenter(children: [
      LifecycleRecordingPresenter("outer 1", log: log), inner,
      LifecycleRecordingPresenter("outer 2", log: log),
    ])
    page.viewWillDisappear()
    log.expectCalls(entries(.viewWillDisappear, ["outer 1", "inner 1", "inner 2", "outer 2"]))
  }

  @Test func holdsItsChildrenStrongly() {
    weak var weakChild: LifecycleRecordingPresenter?
    let page = CompositePresenter()
    do {
      let child = LifecycleRecordingPresenter("child", log: log)
      weakChild = child
      page.add(child)
    }
    #expect(weakChild != nil)
    page.viewDidLoad()
    log.expectCalls([Entry(presenter: "child", event: .viewDidLoad)])
  }
}
