import MVPTestSupport
import Testing

@testable import UserFeature

/// An observer that records what it was told.
@MainActor protocol ObserverSample: AnyObject {
  func showMessage(_ text: String)
}

/// An ``ObserverSample`` with a recorder.
@MainActor final class RecordingObserverSample: ObserverSample {
  let recorder = CallRecorder<String>()

  func showMessage(_ text: String) { recorder.record(text) }
}

/// UserFeature's internal `WeakObservers` (moved from MVPCore). `notify` is named so, not
/// `forEach`, because swift-format's ReplaceForEachWithForLoop rule rejects a closure literal
/// passed to any method named `forEach`.
@MainActor @Suite(.presenterTest) struct WeakObserversTests {
  let observers = WeakObservers<any ObserverSample>()
  let first = RecordingObserverSample()
  let second = RecordingObserverSample()

  @Test func notifiesMembersInTheOrderTheyWereAdded() {
    let log = CallRecorder<String>()
    observers.add(first)
    observers.add(second)
    #expect(observers.count == 2)
    #expect(observers.members.map { $0 === first } == [true, false])
    #expect(observers.members.map { $0 === second } == [false, true])
    func notify(_ view: any ObserverSample) {
      log.record(view === first ? "first" : "second")
      view.showMessage("changed")
    }
    observers.notify(notify)
    log.expectCalls(["first", "second"])
    first.recorder.expectCalls(["changed"])
    second.recorder.expectCalls(["changed"])
  }

  @Test func addingTheSameObserverTwiceKeepsOneEntry() {
    observers.add(first)
    observers.add(second)
    observers.add(first)
    #expect(observers.count == 2)
    func notify(_ view: any ObserverSample) { view.showMessage("once") }
    observers.notify(notify)
    first.recorder.expectCalls(["once"])
    second.recorder.expectCalls(["once"])
  }

  @Test func dropsMembersThatWereDeallocated() {
    weak var weakMember: RecordingObserverSample?
    observers.add(first)
    do {
      let shortLived = RecordingObserverSample()
      weakMember = shortLived
      observers.add(shortLived)
      #expect(observers.count == 2)
    }
    observers.add(second)
    #expect(weakMember == nil)
    #expect(observers.count == 2)
    #expect(observers.members.map { $0 === first || $0 === second } == [true, true])
    let log = CallRecorder<Bool>()
    func notify(_ view: any ObserverSample) { log.record(view === first) }
    observers.notify(notify)
    log.expectCalls([true, false])
  }

  @Test func doesNotRetainItsMembers() {
    weak var weakMember: RecordingObserverSample?
    do {
      let member = RecordingObserverSample()
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
    func roundOne(_ view: any ObserverSample) {
      view.showMessage("round 1")
      observers.add(second)
    }
    func roundTwo(_ view: any ObserverSample) { view.showMessage("round 2") }
    observers.notify(roundOne)
    observers.notify(roundTwo)
    first.recorder.expectCalls(["round 1", "round 2"])
    second.recorder.expectCalls(["round 2"])
  }
}
