import MVPCore
import MVPTestSupport
import Testing

// The "Screens fed by a live source" article's example: a shopping list the store pushes whole on
// every change, and its tests with LiveSourceStub.

@MainActor
protocol ShoppingListView: LoadingViewInterface, ErrorViewInterface {
  func showItems(_ items: [String])
}

protocol ShoppingListStore: Sendable {
  func itemUpdates() -> AsyncThrowingStream<[String], any Error>
}

@MainActor
final class ShoppingListPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any ShoppingListView>()
  let items: ResourceLoader<[String], any ShoppingListView>

  init(store: any ShoppingListStore) {
    items = ResourceLoader(
      screen: screen, key: "items", updates: { store.itemUpdates() },
      view: { $0 }, showValue: { view, items in view.showItems(items) })
  }
}

struct StubShoppingListStore: ShoppingListStore {
  let source = LiveSourceStub<[String]>()

  func itemUpdates() -> AsyncThrowingStream<[String], any Error> {
    source.stream()
  }
}

final class MockShoppingListView: ShoppingListView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showError(String)
    case showItems([String])
  }

  let recorder = CallRecorder<Call>()
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showError(message: String, canRetry: Bool) { record(.showError(message)) }
  func showItems(_ items: [String]) { record(.showItems(items)) }
}

@MainActor @Suite(.presenterTest) struct ShoppingListPresenterTests {
  let store = StubShoppingListStore()
  let view = MockShoppingListView()

  @Test func showsEachListTheStoreSends() async {
    let presenter = ShoppingListPresenter(store: store)
    presenter.attach(view)
    presenter.viewDidLoad()
    await store.source.send(["milk"])  // returns once the list is shown
    await store.source.send(["milk", "eggs"])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showItems(["milk"]), .showItems(["milk", "eggs"]),
    ])
    expectNoPendingWork(presenter)  // subscribed, and waiting for the next list
  }

  @Test func aDetachEndsTheSubscriptionAndTheNextAttachKeepsTheList() async {
    let presenter = ShoppingListPresenter(store: store)
    presenter.attach(view)
    presenter.viewDidLoad()
    await store.source.send(["milk"])
    presenter.detach(view)
    #expect(!store.source.isSubscribed)
    presenter.attach(view)  // subscribes again, without the loading indicator
    await store.source.send(["milk", "eggs"])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showItems(["milk"]),
      .hideLoading, .showItems(["milk"]),  // the replay to the view attached again
      .showItems(["milk", "eggs"]),
    ])
    #expect(store.source.subscriptionCount == 2)
  }

  @Test func aFailureShowsTheErrorStateAndRetrySubscribesAgain() async {
    let presenter = ShoppingListPresenter(store: store)
    presenter.attach(view)
    presenter.viewDidLoad()
    await store.source.fail(with: ServiceError.offline)
    presenter.retry()
    await store.source.send(["milk"])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.offline.userMessage),
      .showLoading, .hideLoading, .showItems(["milk"]),
    ])
  }
}
