import MVPCore
import MVPTestSupport
import Testing

/// A page's view: one section, with a view of its own.
@MainActor
private final class PageView {
  let section = MockSampleView()
}

/// The presenter of a section: says messages, keeps content, and records the visibility events
/// it receives.
@MainActor
private final class SectionPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any SampleView>()
  let events = CallRecorder<LifecycleEvent>()

  func say(_ text: String) {
    screen.binding.update(.queue) { $0.showMessage(text) }
  }

  func show(_ text: String) {
    screen.binding.update(.state("content")) { $0.showContent(text) }
  }

  func screenWillAppear() {
    events.record(.viewWillAppear)
  }

  func screenDidDisappear() {
    events.record(.viewDidDisappear)
  }
}

/// ``ScreenLifecycle/embed(_:view:)``: an embedded section is as visible as its page, whenever
/// it is embedded. A section embedded while its page was covered counted its part as visible: its
/// message showed on the covered page at once, and nothing when the page appeared again.
@MainActor @Suite(.presenterTest) struct ScreenLifecycleEmbeddingTests {
  private let page = ScreenLifecycle<PageView>()
  private let view = PageView()
  private let section = SectionPresenter()

  private func embedSection() {
    page.embed(section, view: \.section)
  }

  @Test func aSectionEmbeddedWhileThePageIsCoveredWaitsForThePageToAppear() {
    page.attach(view)
    page.handle(.viewDidDisappear)
    embedSection()
    section.say("Saved.")
    section.show("rows")
    view.section.recorder.expectCalls([.showContent("rows")])
    section.events.expectCalls([.viewDidDisappear])

    page.handle(.viewWillAppear)

    view.section.recorder.expectCalls([.showMessage("Saved.")])
    section.events.expectCalls([.viewWillAppear])
  }

  @Test func aMessageQueuedBeforeTheSectionWasEmbeddedWaitsToo() {
    section.say("Saved.")
    section.show("rows")
    page.attach(view)
    page.handle(.viewDidDisappear)
    embedSection()
    view.section.recorder.expectCalls([.showContent("rows")])

    page.handle(.viewWillAppear)

    view.section.recorder.expectCalls([.showMessage("Saved.")])
    section.events.expectCalls([.viewDidDisappear, .viewWillAppear])
  }

  @Test func aSectionEmbeddedBeforeAnyViewFollowsThePage() {
    embedSection()
    page.attach(view)
    section.say("One.")
    view.section.recorder.expectCalls([.showMessage("One.")])
    page.handle(.viewDidDisappear)
    section.say("Two.")
    view.section.recorder.expectNoCalls()

    page.handle(.viewWillAppear)

    view.section.recorder.expectCalls([.showMessage("Two.")])
    section.events.expectCalls([.viewDidDisappear, .viewWillAppear])
  }

  @Test func aSectionEmbeddedWhileThePageIsVisibleShowsAtOnce() {
    page.attach(view)
    embedSection()
    section.say("Saved.")
    view.section.recorder.expectCalls([.showMessage("Saved.")])
    section.events.expectNoCalls()
  }

  @Test func aSectionEmbeddedAfterADetachWaitsWhenTheCoveredViewComesBack() {
    page.attach(view)
    page.handle(.viewDidDisappear)
    page.detach(view)
    embedSection()
    section.say("Saved.")
    section.events.expectNoCalls()

    page.attach(view)  // the same view: still covered
    view.section.recorder.expectNoCalls()
    section.events.expectCalls([.viewDidDisappear])
    page.handle(.viewWillAppear)

    view.section.recorder.expectCalls([.showMessage("Saved.")])
    section.events.expectCalls([.viewWillAppear])
  }

  @Test func aNewViewAfterADetachCountsAsVisibleForTheSectionToo() {
    page.attach(view)
    page.handle(.viewDidDisappear)
    embedSection()
    page.detach(view)
    section.say("Saved.")
    let next = PageView()

    page.attach(next)

    next.section.recorder.expectCalls([.showMessage("Saved.")])
    section.events.expectCalls([.viewDidDisappear])
  }

  @Test func reattachingTheCoveredViewTellsTheSectionOnce() {
    page.attach(view)
    embedSection()
    page.handle(.viewDidDisappear)
    page.detach(view)
    page.attach(view)
    section.say("Saved.")
    view.section.recorder.expectNoCalls()
    section.events.expectCalls([.viewDidDisappear])

    page.handle(.viewWillAppear)

    view.section.recorder.expectCalls([.showMessage("Saved.")])
    section.events.expectCalls([.viewWillAppear])
  }

  @Test func aSectionOfASectionEmbeddedWhileThePageIsCoveredWaitsToo() {
    let inner = SectionPresenter()
    let innerView = MockSampleView()
    section.screen.embed(inner, view: { _ in innerView })
    inner.say("Inner.")
    page.attach(view)
    page.handle(.viewDidDisappear)
    embedSection()
    inner.say("Later.")
    innerView.recorder.expectNoCalls()

    page.handle(.viewWillAppear)

    innerView.recorder.expectCalls([.showMessage("Inner."), .showMessage("Later.")])
    section.events.expectCalls([.viewDidDisappear, .viewWillAppear])
    inner.events.expectCalls([.viewDidDisappear, .viewWillAppear])
  }

  @Test func aSectionEmbeddedInACoveredSectionWaitsToo() {
    let inner = SectionPresenter()
    let innerView = MockSampleView()
    page.attach(view)
    embedSection()
    page.handle(.viewDidDisappear)
    section.screen.embed(inner, view: { _ in innerView })
    inner.say("Inner.")
    innerView.recorder.expectNoCalls()

    page.handle(.viewWillAppear)

    innerView.recorder.expectCalls([.showMessage("Inner.")])
    section.events.expectCalls([.viewDidDisappear, .viewWillAppear])
    inner.events.expectCalls([.viewDidDisappear, .viewWillAppear])
  }
}
