import Foundation
import MVPCore
import MVPTestSupport
import Testing

/// A presenter that shows rows added elsewhere, heard through `NotificationCenter`.
@MainActor
private final class ShelfPresenter: ScreenPresenter {
  let screen: ScreenLifecycle<any SampleView>

  /// The screen is given `dispatcher`; its observation uses it without naming it.
  init(center: NotificationCenter, dispatcher: any Dispatcher) {
    screen = ScreenLifecycle(dispatcher: dispatcher)
    screen.observe(.rowAdded, in: center, owner: self) { presenter, note in
      let title = (note.object as? String) ?? "?"
      presenter.screen.binding.update(.queue) { $0.showMessage("Added \(title).") }
    }
  }
}

extension Notification.Name {
  fileprivate static let rowAdded = Notification.Name("RowAdded")
}

/// Issue 19, item 8: observing a model change source from a presenter needed a hand-written
/// helper to stop observing in `deinit`. The screen keeps the observation for its life.
@MainActor
@Suite(.presenterTest) struct ScreenLifecycleObservationTests {
  let center = NotificationCenter()
  let view = MockSampleView()

  @Test func aNotificationPostedOnAnyThreadReachesThePresenterOnTheMainActor() async {
    let dispatcher = ManualDispatcher()
    let presenter = ShelfPresenter(center: center, dispatcher: dispatcher)
    presenter.attach(view)
    await Task.detached { [center] in center.post(name: .rowAdded, object: "Dune") }.value
    view.recorder.expectNoCalls()
    #expect(dispatcher.runAll() == 1)
    view.recorder.expectCalls([.showMessage("Added Dune.")])
  }

  @Test func aNotificationPostedOnTheMainActorArrivesAtOnce() {
    let presenter = ShelfPresenter(center: center, dispatcher: .immediate)
    presenter.attach(view)
    center.post(name: .rowAdded, object: "Dune")
    view.recorder.expectCalls([.showMessage("Added Dune.")])
  }

  @Test func theObservationEndsWithThePresenter() {
    var presenter: ShelfPresenter? = ShelfPresenter(center: center, dispatcher: .immediate)
    weak let released = presenter
    presenter = nil
    #expect(released == nil)
    center.post(name: .rowAdded, object: "Dune")  // nobody observes: nothing happens
  }

  @Test func keptSubscriptionsAreCancelledWhenTheScreenGoes() {
    let subscription = CancellationHandle()
    do {
      let screen = ScreenLifecycle<any SampleView>()
      screen.keep(subscription)
      #expect(!subscription.isCancelled)
    }
    #expect(subscription.isCancelled)
  }
}
