import MVPCore
import MVPTestSupport
import Testing

// The "A list that arrives whole" section of the article "Building a list screen": a chores
// list that a local database observer sends whole on every change.

/// A chore, as the local database keeps it: `Equatable`, so that a changed one updates its row.
struct Chore: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
}

/// The local database of chores: read once, or observed.
@MainActor
protocol ChoreStore: AnyObject, Sendable {
  /// Every chore, now.
  func chores() async throws -> [Chore]
  /// Calls `onChange` with every chore after each change, until cancelled.
  func observeChores(_ onChange: @escaping @MainActor ([Chore]) -> Void) -> any Cancellable
}

@MainActor
protocol ChoresView: PagedListViewInterface where Row == String {}

@MainActor
final class ChoresPresenter: ListPresenter {
  let screen = ScreenLifecycle<any ChoresView>()
  let list: PagedListLoader<Chore, any ChoresView>

  init(store: any ChoreStore) {
    list = PagedListLoader(
      screen: screen, fetchAll: .async { [store] _ in try await store.chores() },
      view: { $0.pagedListView }, row: \.title, texts: ListTexts(empty: "Nothing to do."))
    // Every change arrives whole; the view receives the rows that changed, by identity.
    let observation = store.observeChores { [weak self] chores in
      self?.list.replaceAll(with: chores)
    }
    screen.keep(observation)  // cancelled when the screen is released
  }
}

/// A store that calls back when the test says.
@MainActor
final class ManualChoreStore: ChoreStore {
  private(set) var onChange: (@MainActor ([Chore]) -> Void)?
  private(set) var isObserved = false

  func chores() async throws -> [Chore] { [] }

  func observeChores(_ onChange: @escaping @MainActor ([Chore]) -> Void) -> any Cancellable {
    self.onChange = onChange
    isObserved = true
    return CancellationHandle { [weak self] in
      MainActor.assumeIsolated { self?.isObserved = false }
    }
  }
}

@MainActor
final class MockChoresView: ChoresView, CallRecording {
  enum Call: Equatable {
    case showRows([String])
    case insertRows([String], at: Range<Int>)
    case removeRow(at: Int)
    case updateRow(at: Int, String)
    case showEmpty(String)
  }

  let recorder = CallRecorder<Call>()
  func showRows(_ rows: [String]) { record(.showRows(rows)) }
  func insertRows(_ rows: [String], at indices: Range<Int>) {
    record(.insertRows(rows, at: indices))
  }
  func removeRow(at index: Int) { record(.removeRow(at: index)) }
  func updateRow(at index: Int, with row: String) { record(.updateRow(at: index, row)) }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func showLoading() {}
  func hideLoading() {}
  func showLoadingMore() {}
  func hideLoadingMore() {}
  func endRefreshing() {}
  func showError(message: String, canRetry: Bool) {}
  func showMessage(_ text: String) {}
}

@MainActor @Suite(.presenterTest) struct ChoresPresenterTests {
  @Test func eachWholeListShowsAsTheRowsThatChanged() {
    let store = ManualChoreStore()
    let view = MockChoresView()
    var presenter: ChoresPresenter? = ChoresPresenter(store: store)
    presenter?.attach(view)
    store.onChange?([Chore(id: 1, title: "Water the plants"), Chore(id: 2, title: "Cook")])
    store.onChange?([Chore(id: 2, title: "Cook dinner"), Chore(id: 3, title: "Read")])
    store.onChange?([])

    view.recorder.expectCalls([
      .showRows(["Water the plants", "Cook"]),
      .removeRow(at: 0), .insertRows(["Read"], at: 1..<2), .updateRow(at: 0, "Cook dinner"),
      .showEmpty("Nothing to do."),
    ])
    presenter = nil
    #expect(!store.isObserved)
  }
}
