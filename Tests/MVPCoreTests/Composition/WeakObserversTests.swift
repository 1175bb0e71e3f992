import MVPCore
import MVPTestSupport
import Testing

/// `WeakObservers.notify` (named so, not `forEach`, because swift-format's
/// ReplaceForEachWithForLoop rule rejects a closure literal passed to any method named `forEach`).
@MainActor @Suite(.presenterTest) struct WeakObserversTests {
  let observers = WeakObservers<any SampleView>()
  let first = MockSampleView()
  let second = MockSampleView()

  @Test func notifiesMembersInTheOrderTheyWereAdded() {
    let log = CallRecorder<String>()
    observers.add(first)
    observers.add(second)
    #expect(observers.count == 2)
    #expect(observers.members.map { $0 === first } == [true, false])
    #expect(observers.members.map { $0 === second } == [false, true])
    func notify(_ view: any SampleView) {
      log.record(view === first ? "first" : "second")
      view.showMessage("changed")
    }
    observers.notify(notify)
    log.expectCalls(["first", "second"])
    first.recorder.expectCalls([.showMessage("changed")])
    second.recorder.expectCalls([.showMessage("changed")])
  }

  @Test func addingTheSameObserverTwiceKeepsOneEntry() {
    observers.add(first)
    observers.add(second)
    observers.add(first)
    #expect(observers.count == 2)
    func notify(_ view: any SampleView) { view.showMessage("once") }
    observers.notify(notify)
    first.recorder.expectCalls([.showMessage("once")])
    second.recorder.expectCalls([.showMessage("once")])
  }

  @Test func dropsMembersThatWereDeallocated() {
    weak var weakMember: MockSampleView?
    observers.add(first)
    do {
      let shortLived = MockSampleView()
      weakMember = shortLived
      observers.add(shortLived)
      #expect(observers.count == 2)
    }
    observers.add(second)
    #expect(weakMember == nil)
    #expect(observers.count == 2)
    #expect(observers.members.map { $0 === first || $0 === second } == [true, true])
    let log = CallRecorder<Bool>()
    func notify(_ view: any SampleView) { log.record(view === first) }
    observers.notify(notify)
    log.expectCalls([true, false])
  }

  @Test func doesNotRetainItsMembers() {
    weak var weakMember: MockSampleView?
    do {
      let member = MockSampleView()
      weakMember = member
      observers.add(member)
    }
    #expect(weakMember == nil)
    #expect(observers.count == 0)
    #expect(observers.members.isEmpty)
  }

  @Test func removeTakesOutOnlyThatMember() {
    observers.add(first)
    observers.add(second)
    observers.remove(first)
    #expect(observers.count == 1)
    #expect(observers.members.first === second)
    observers.remove(first)
    #expect(observers.count == 1)
    observers.add(first)
    #expect(observers.members.map { $0 === second } == [true, false])
  }

  @Test func membersAddedDuringForEachAreNotifiedFromTheNextCall() {
    observers.add(first)
    func roundOne(_ view: any SampleView) {
      view.showMessage("round 1")
      observers.add(second)
    }
    func roundTwo(_ view: any SampleView) { view.showMessage("round 2") }
    observers.notify(roundOne)
    observers.notify(roundTwo)
    first.recorder.expectCalls([.showMessage("round 1"), .showMessage("round 2")])
    second.recorder.expectCalls([.showMessage("round 2")])
  }
}
