import Foundation
import MVPCore
import MVPTestSupport
import Testing

/// Counts the notifications a screen's `observe` hands to it.
@MainActor
private final class NoteCounter {
  private(set) var names: [String] = []

  func receive(_ note: Notification, as name: String) {
    names.append(name)
  }
}

extension Notification.Name {
  fileprivate static let shelfChanged = Notification.Name("ShelfChanged")
  fileprivate static let shelfEmptied = Notification.Name("ShelfEmptied")
}

/// Screens that observe a notification from any sender share one observer of the center per
/// name (building and releasing a screen adds and removes none). Each screen still gets each
/// notification posted while it lives, in the order the screens started observing, and none after
/// it is released.
@MainActor
@Suite(.presenterTest) struct ScreenLifecycleSharedObservationTests {
  let center = NotificationCenter()
  fileprivate let counter = NoteCounter()

  private func observe(
    _ name: Notification.Name, as label: String, in center: NotificationCenter? = nil,
    object: AnyObject? = nil, dispatcher: any Dispatcher = .immediate
  ) -> ScreenLifecycle<any SampleView> {
    let screen = ScreenLifecycle<any SampleView>()
    screen.observe(
      name, object: object, in: center ?? self.center, owner: counter, dispatcher: dispatcher
    ) { counter, note in counter.receive(note, as: label) }
    return screen
  }

  @Test func everyScreenGetsEachNotificationInTheOrderItStartedObserving() {
    let first = observe(.shelfChanged, as: "first")
    let second = observe(.shelfChanged, as: "second")
    let third = observe(.shelfChanged, as: "third")
    center.post(name: .shelfChanged, object: nil)
    center.post(name: .shelfChanged, object: "sender")
    #expect(counter.names == ["first", "second", "third", "first", "second", "third"])
    withExtendedLifetime((first, second, third)) {}
  }

  /// The owner outlives the screen here: only the end of the subscription keeps the handler
  /// from running.
  @Test func aReleasedScreenGetsNothingMoreAndTheOthersKeepGettingThem() {
    var first: ScreenLifecycle<any SampleView>? = observe(.shelfChanged, as: "first")
    let second = observe(.shelfChanged, as: "second")
    center.post(name: .shelfChanged, object: nil)
    weak let released = first
    first = nil
    #expect(released == nil)
    center.post(name: .shelfChanged, object: nil)
    let third = observe(.shelfChanged, as: "third")
    center.post(name: .shelfChanged, object: nil)
    #expect(counter.names == ["first", "second", "second", "second", "third"])
    withExtendedLifetime((second, third)) {}
  }

  @Test func namesAndCentersAreKeptApart() {
    let other = NotificationCenter()
    let changed = observe(.shelfChanged, as: "changed")
    let emptied = observe(.shelfEmptied, as: "emptied")
    let elsewhere = observe(.shelfChanged, as: "elsewhere", in: other)
    center.post(name: .shelfEmptied, object: nil)
    other.post(name: .shelfChanged, object: nil)
    center.post(name: .shelfChanged, object: nil)
    #expect(counter.names == ["emptied", "elsewhere", "changed"])
    withExtendedLifetime((changed, emptied, elsewhere)) {}
  }

  @Test func aSenderFilterStillFilters() {
    let sender = NSObject()
    let filtered = observe(.shelfChanged, as: "filtered", object: sender)
    let any = observe(.shelfChanged, as: "any")
    center.post(name: .shelfChanged, object: NSObject())
    center.post(name: .shelfChanged, object: sender)
    #expect(counter.names == ["any", "filtered", "any"])
    withExtendedLifetime((filtered, any)) {}
  }

  /// A center released with its shared observer, then a new one (perhaps at the same address):
  /// the new center gets an observer of its own.
  @Test func aNewCenterAfterAReleasedOneIsObserved() {
    for round in 0..<3 {
      let center = NotificationCenter()
      let screen = observe(.shelfChanged, as: "round \(round)", in: center)
      center.post(name: .shelfChanged, object: nil)
      withExtendedLifetime(screen) {}
    }
    #expect(counter.names == ["round 0", "round 1", "round 2"])
  }

  @Test func aNotificationPostedOnAnotherThreadReachesEveryScreen() async {
    let dispatcher = ManualDispatcher()
    let first = observe(.shelfChanged, as: "first", dispatcher: dispatcher)
    let second = observe(.shelfChanged, as: "second", dispatcher: dispatcher)
    await Task.detached { [center] in center.post(name: .shelfChanged, object: nil) }.value
    #expect(counter.names.isEmpty)
    #expect(dispatcher.runAll() == 2)
    #expect(counter.names == ["first", "second"])
    withExtendedLifetime((first, second)) {}
  }
}
