import MVPCore
import MVPTestSupport
import Testing

// The todo list of a ported todo app (issue 30): a list the store's observer pushes whole on
// every change, with a search over it. Written twice: on the list loader fed by a live source,
// and by hand on MVPCore's basics (a screen, its binding, `keep`), as the port did: start once,
// keep the latest list for a view attached again, stop with the screen, re-apply the search.
// The same tests run on both. The article "Screens fed by a live source" shows the first.

struct Todo: Identifiable, Equatable, Sendable {
  let id: Int
  var title: String
  var isDone = false
}

/// A todo as the list shows it.
struct TodoRow: Equatable, CustomStringConvertible {
  let title: String
  let isDone: Bool

  init(_ todo: Todo) {
    title = todo.title
    isDone = todo.isDone
  }

  var description: String { isDone ? "✓ \(title)" : title }
}

@MainActor
protocol TodoListView: ListViewInterface where Row == TodoRow {}

/// The app's database of todos: an observer that sends every todo on each change.
protocol TodoStore: Sendable {
  /// Calls `onChange` with every todo now, then after each change, on any thread, until the
  /// returned observation is cancelled; `onError` once if the store fails.
  func observeTodos(
    onChange: @escaping @Sendable ([Todo]) -> Void,
    onError: @escaping @Sendable (any Error) -> Void
  ) -> any Cancellable
}

/// What the tests drive in either presenter.
@MainActor
protocol TodoListPresenting: ScreenPresenter where View == any TodoListView {
  func search(_ text: String)
}

// MARK: - On the list loader fed by a live source

@MainActor
final class TodoListPresenter: ListPresenter, TodoListPresenting {
  let screen = ScreenLifecycle<any TodoListView>()
  let list: PagedListLoader<Todo, any TodoListView>

  init(store: any TodoStore) {
    list = PagedListLoader(
      screen: screen, key: "todos",
      observe: { send, fail in store.observeTodos(onChange: send, onError: fail) },
      view: { $0.listView }, row: TodoRow.init,
      texts: ListTexts(empty: "Nothing to do.", errorTitle: "Couldn't load your todos"))
  }

  func search(_ text: String) {
    list.filter = text.isEmpty ? nil : { $0.title.localizedStandardContains(text) }
  }
}

// MARK: - By hand, on MVPCore's basics

@MainActor
final class HandWrittenTodoListPresenter: TodoListPresenting {
  let screen: ScreenLifecycle<any TodoListView>
  private let store: any TodoStore
  private var todos: [Todo]?
  private var query = ""
  private var observation: (any Cancellable)?

  init(store: any TodoStore, dispatcher: any Dispatcher = .default) {
    self.store = store
    screen = ScreenLifecycle(dispatcher: dispatcher)
  }

  func screenDidLoad() { observe() }

  func retry() { observe() }

  func search(_ text: String) {
    query = text
    showTodos()
  }

  private func observe() {
    guard observation == nil else { return }
    if todos == nil { screen.binding.update(.state("todos.loading")) { $0.showLoading() } }
    let dispatcher = screen.tasks.dispatcher
    let observation = store.observeTodos(
      onChange: { [weak self] todos in dispatcher.dispatch { self?.receive(todos) } },
      onError: { [weak self] error in dispatcher.dispatch { self?.fail(error) } })
    self.observation = observation
    screen.keep(observation)  // ends with the screen
  }

  private func receive(_ todos: [Todo]) {
    if self.todos == nil { screen.binding.update(.state("todos.loading")) { $0.hideLoading() } }
    self.todos = todos
    showTodos()
  }

  private func fail(_ error: any Error) {
    observation?.cancel()
    observation = nil
    if todos == nil { screen.binding.update(.state("todos.loading")) { $0.hideLoading() } }
    let message = ServiceError(classifying: error).userMessage
    guard todos?.isEmpty ?? true else {
      return screen.binding.update(.queue) { $0.showMessage(message) }
    }
    screen.binding.update(.state("todos.content")) {
      $0.showError(title: "Couldn't load your todos", message: message, canRetry: true)
    }
  }

  private func showTodos() {
    guard let todos else { return }
    let shown = todos.filter { query.isEmpty || $0.title.localizedStandardContains(query) }
    let rows = shown.map(TodoRow.init)
    screen.binding.update(.state("todos.content")) { view in
      if rows.isEmpty { view.showEmpty(message: "Nothing to do.") } else { view.showRows(rows) }
    }
  }
}

// MARK: - Tests, the same for both

/// The store as a `LiveSourceStub`: the test sends every todo when it chooses.
struct StubTodoStore: TodoStore {
  let todos = LiveSourceStub<[Todo]>()

  func observeTodos(
    onChange: @escaping @Sendable ([Todo]) -> Void,
    onError: @escaping @Sendable (any Error) -> Void
  ) -> any Cancellable {
    todos.observe(onChange, onError)
  }
}

final class MockTodoListView: TodoListView, CallRecording {
  enum Call: Equatable {
    case showLoading
    case hideLoading
    case showRows([String])
    case showEmpty(String)
    case showError(String)
    case showMessage(String)
    case endRefreshing
  }

  let recorder = CallRecorder<Call>()
  func showLoading() { record(.showLoading) }
  func hideLoading() { record(.hideLoading) }
  func showRows(_ rows: [TodoRow]) { record(.showRows(rows.map(\.description))) }
  func showEmpty(message: String) { record(.showEmpty(message)) }
  func showError(message: String, canRetry: Bool) { record(.showError(message)) }
  func showMessage(_ text: String) { record(.showMessage(text)) }
  func endRefreshing() { record(.endRefreshing) }
}

/// Which presenter a test drives.
enum TodoListVersion: CaseIterable, Sendable {
  case handWritten
  case onTheLoader
}

@MainActor @Suite(.presenterTest) struct TodoListPresenterTests {
  static let milk = Todo(id: 1, title: "Buy milk")
  static let call = Todo(id: 2, title: "Call Ada", isDone: true)
  static let bread = Todo(id: 3, title: "Buy bread")
  let store = StubTodoStore()
  let view = MockTodoListView()
  /// How the hand-written presenter's callbacks reach the main actor (the stub calls them off
  /// it); the loader needs no dispatcher.
  let dispatcher = ManualDispatcher()

  func make(_ version: TodoListVersion) -> any TodoListPresenting {
    let presenter: any TodoListPresenting =
      switch version {
      case .handWritten: HandWrittenTodoListPresenter(store: store, dispatcher: dispatcher)
      case .onTheLoader: TodoListPresenter(store: store)
      }
    presenter.attach(view)
    presenter.viewDidLoad()
    return presenter
  }

  /// The store sends `todos`; returns once the presenter took them.
  func send(_ todos: [Todo]) async {
    await store.todos.send(todos)
    _ = dispatcher.runAll()
  }

  /// The store fails; returns once the presenter took the failure.
  func fail(with error: ServiceError) async {
    await store.todos.fail(with: error)
    _ = dispatcher.runAll()
  }

  @Test(arguments: TodoListVersion.allCases)
  func showsLoadingUntilTheFirstListThenEachList(_ version: TodoListVersion) async {
    let presenter = make(version)
    await send([Self.milk])
    await send([Self.milk, Self.call])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["Buy milk"]), .showRows(["Buy milk", "✓ Call Ada"]),
    ])
    #expect(store.todos.subscriptionCount == 1)
    withExtendedLifetime(presenter) {}
  }

  @Test(arguments: TodoListVersion.allCases)
  func aSearchSurvivesEveryNewList(_ version: TodoListVersion) async {
    let presenter = make(version)
    await send([Self.milk, Self.call])
    presenter.search("buy")
    await send([Self.milk, Self.call, Self.bread])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["Buy milk", "✓ Call Ada"]),
      .showRows(["Buy milk"]), .showRows(["Buy milk", "Buy bread"]),
    ])
    #expect(store.todos.subscriptionCount == 1, "a search subscribes to nothing")
  }

  @Test(arguments: TodoListVersion.allCases)
  func clearingTheSearchShowsEverything(_ version: TodoListVersion) async {
    let presenter = make(version)
    await send([Self.milk, Self.call])
    presenter.search("call")
    presenter.search("")
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["Buy milk", "✓ Call Ada"]),
      .showRows(["✓ Call Ada"]), .showRows(["Buy milk", "✓ Call Ada"]),
    ])
  }

  @Test(arguments: TodoListVersion.allCases)
  func aSearchThatMatchesNothingShowsTheEmptyState(_ version: TodoListVersion) async {
    let presenter = make(version)
    await send([Self.milk])
    presenter.search("tea")
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["Buy milk"]), .showEmpty("Nothing to do."),
    ])
  }

  @Test(arguments: TodoListVersion.allCases)
  func aViewAttachedAgainIsShownTheLatestListSearched(_ version: TodoListVersion) async {
    let presenter = make(version)
    await send([Self.milk, Self.call])
    presenter.search("buy")
    presenter.detach(view)
    let next = MockTodoListView()
    presenter.attach(next)
    next.recorder.expectCalls([.hideLoading, .showRows(["Buy milk"])])
    await send([Self.bread, Self.call])
    next.recorder.expectCalls([.showRows(["Buy bread"])])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["Buy milk", "✓ Call Ada"]), .showRows(["Buy milk"]),
    ])
  }

  @Test(arguments: TodoListVersion.allCases)
  func aFailureShowsTheErrorStateAndRetryObservesAgain(_ version: TodoListVersion) async {
    let presenter = make(version)
    await fail(with: ServiceError.offline)
    #expect(!store.todos.isSubscribed)
    presenter.retry()
    await send([Self.milk])
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showError(ServiceError.offline.userMessage),
      .showLoading, .hideLoading, .showRows(["Buy milk"]),
    ])
  }

  @Test(arguments: TodoListVersion.allCases)
  func aFailureWhileTodosAreShownIsAMessage(_ version: TodoListVersion) async {
    let presenter = make(version)
    await send([Self.milk])
    await fail(with: ServiceError.offline)
    view.recorder.expectCalls([
      .showLoading, .hideLoading, .showRows(["Buy milk"]),
      .showMessage(ServiceError.offline.userMessage),
    ])
    #expect(!store.todos.isSubscribed)
    withExtendedLifetime(presenter) {}
  }

  @Test(arguments: TodoListVersion.allCases)
  func theObservationEndsWithTheScreen(_ version: TodoListVersion) async {
    do {
      let presenter = make(version)
      await send([Self.milk])
      #expect(store.todos.isSubscribed)
      withExtendedLifetime(presenter) {}
    }
    #expect(!store.todos.isSubscribed)
    view.recorder.expectCalls([.showLoading, .hideLoading, .showRows(["Buy milk"])])
  }
}
