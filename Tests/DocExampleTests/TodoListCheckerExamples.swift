import MVPCore
import MVPTestSupport
import Testing

// The todo list of TodoListExamples.swift under PresenterChecker: its store is a LiveSourceStub
// the checker pushes values through (`server.pushes`), from a model of the store's todos that
// someone else changes. The kit's presenter passes; three presenters with a bug planted, each a
// bug of the ported app's kind, are caught: the latest list lost for a view attached again, an
// observation left open after the screen went, a search lost on the store's next list.

/// The todo list view the checker attaches: MVPCore's list calls, recorded.
final class CheckedTodoListView: RecordingListView<TodoRow>, TodoListView {}

/// What the rows must be: the store's todos that match what the user searched last.
@MainActor
final class TodoSearchModel {
  var text = ""
  var store: StubTodoStore?
  var todos: CheckerCollection<Todo>?

  func matches(_ title: String) -> Bool {
    text.isEmpty || title.localizedStandardContains(text)
  }

  /// What is wrong with `rows`, or `nil`: a row the search hides; at rest, while the store is
  /// observed (it sent its todos as they are), rows other than the todos that match.
  func mismatch(_ rows: [String], atRest: Bool) -> String? {
    if let hidden = rows.first(where: { !matches($0.replacingOccurrences(of: "✓ ", with: "")) }) {
      return "shows \(rows): '\(hidden)' does not match '\(text)'"
    }
    guard atRest, store?.todos.isSubscribed == true else { return nil }
    let expected = (todos?.items ?? []).filter { matches($0.title) }.map { TodoRow($0).description }
    guard rows != expected else { return nil }
    return "shows \(rows); the store's todos that match '\(text)' are \(expected)"
  }
}

@MainActor
enum TodoListChecker {
  /// A checker of the presenter `build` makes on a store the checker pushes todos through.
  static func make<Presenter: TodoListPresenting>(
    intents: [PresenterIntent<Presenter>] = [],
    _ build: @escaping @MainActor (StubTodoStore, CheckerServer) -> Presenter
  ) -> PresenterChecker<Presenter, CheckedTodoListView> {
    let search = TodoSearchModel()
    return PresenterChecker(
      presenter: { server in
        let store = StubTodoStore()
        let todos = server.collection(
          [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Call Ada", isDone: true)],
          row: TodoRow.init,
          newItem: { Todo(id: 100 + $0, title: $0.isMultiple(of: 2) ? "Buy tea \($0)" : "Walk") })
        server.pushes(store.todos) { todos.items }  // every todo, after each change
        (search.text, search.store, search.todos) = ("", store, todos)
        return build(store, server)
      },
      view: { _ in CheckedTodoListView() },
      intents: intents + [
        PresenterIntent("retry") { $0.retry() },
        PresenterIntent("search 'buy'") { presenter in
          search.text = "buy"
          presenter.search("buy")
        },
        PresenterIntent("clear the search") { presenter in
          search.text = ""
          presenter.search("")
        },
      ],
      invariants: [
        PresenterInvariant("rows are the store's todos that match the search") { screen in
          screen.rows.flatMap { search.mismatch($0, atRest: screen.isAtRest) }
        }
      ])
  }
}

@MainActor @Suite struct TodoListCheckerTests {
  @Test func theTodoListKeepsEveryInvariantUnderRandomEvents() async {
    let report = await TodoListChecker.make(intents: .list()) { store, _ in
      TodoListPresenter(store: store)
    }.run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
  }

  @Test(arguments: TodoListBug.allCases)
  func aPlantedBugIsCaught(_ bug: TodoListBug) async throws {
    var report = CheckReport()
    let recorded = await TestFailure.collect {
      report = await bug.check()
    }
    let failure = try #require(report.failure)
    #expect(bug.invariants.contains(failure.invariant))
    #expect(recorded.map { $0.message } == [failure.description])
    print("\(bug): \(failure.description)")
  }
}

/// The three bugs planted, each in a presenter of its own below, and what catches it.
enum TodoListBug: CaseIterable, Sendable {
  /// A view attached again is not shown the latest list.
  case latestLostOnReattach
  /// The store's observation outlives the screen.
  case subscriptionLeftOpen
  /// The store's next list shows every todo, whatever the user searched.
  case searchLostOnANewList

  /// The invariants that must catch it: the first one a sequence breaks.
  var invariants: Set<String> {
    switch self {
    case .latestLostOnReattach:
      ["replay agrees with history", "content, empty or error with retry at rest"]
    case .subscriptionLeftOpen: ["subscriptions end with the screen"]
    case .searchLostOnANewList: ["rows are the store's todos that match the search"]
    }
  }

  /// Runs the checker on the presenter with the bug; records the failure it finds.
  @MainActor
  func check() async -> CheckReport {
    switch self {
    case .latestLostOnReattach:
      await TodoListChecker.make { store, server in
        TodosShownOnceTodoListPresenter(store: store, dispatcher: server.dispatcher)
      }.run()
    case .subscriptionLeftOpen:
      await TodoListChecker.make { store, _ in ObserverKeptTodoListPresenter(store: store) }.run()
    case .searchLostOnANewList:
      await TodoListChecker.make { store, _ in SearchOnceTodoListPresenter(store: store) }.run()
    }
  }
}

// MARK: - The presenters with a bug planted

/// Observes the store by hand and shows each list on the view attached when it comes (`.drop`):
/// a view attached again shows nothing until the store's next list. Its failures are the error
/// state, whose retry observes again.
@MainActor
final class TodosShownOnceTodoListPresenter: TodoListPresenting {
  let screen: ScreenLifecycle<any TodoListView>
  private let store: any TodoStore
  private var todos: [Todo]?
  private var query = ""
  private var observation: (any Cancellable)?

  init(store: any TodoStore, dispatcher: any Dispatcher) {
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
    let dispatcher = screen.tasks.dispatcher
    let observation = store.observeTodos(
      onChange: { [weak self] todos in dispatcher.dispatch { self?.receive(todos) } },
      onError: { [weak self] error in dispatcher.dispatch { self?.fail(error) } })
    self.observation = observation
    screen.keep(observation)
  }

  private func receive(_ todos: [Todo]) {
    self.todos = todos
    showTodos()
  }

  private func fail(_ error: any Error) {
    observation?.cancel()
    observation = nil
    let message = ServiceError(classifying: error).userMessage
    screen.binding.update(.state("todos.content")) {
      $0.showError(title: nil, message: message, canRetry: true)
    }
  }

  private func showTodos() {
    guard let todos else { return }
    let rows = todos.filter { query.isEmpty || $0.title.localizedStandardContains(query) }
      .map(TodoRow.init)
    // The bug: `.drop` reaches only the view attached now; `.state("todos.content")` is kept.
    screen.binding.update(.drop) { view in
      if rows.isEmpty { view.showEmpty(message: "Nothing to do.") } else { view.showRows(rows) }
    }
  }
}

/// The kit's presenter, but its observer's cancellation is not the store's: the store's
/// observation stays open after the screen went (the ported app's observer never removed).
@MainActor
final class ObserverKeptTodoListPresenter: ListPresenter, TodoListPresenting {
  let screen = ScreenLifecycle<any TodoListView>()
  let list: PagedListLoader<Todo, any TodoListView>

  init(store: any TodoStore) {
    list = PagedListLoader(
      screen: screen, key: "todos",
      observe: { send, fail in
        _ = store.observeTodos(onChange: send, onError: fail)
        return CancellationHandle()  // the bug: cancels nothing
      },
      view: { $0.listView }, row: TodoRow.init,
      texts: ListTexts(empty: "Nothing to do.", errorTitle: "Couldn't load your todos"))
  }

  func search(_ text: String) {
    list.filter = text.isEmpty ? nil : { $0.title.localizedStandardContains(text) }
  }
}

/// The kit's presenter, but its search filters the rows shown once instead of setting the
/// loader's filter: the store's next list shows every todo (the ported app's search).
@MainActor
final class SearchOnceTodoListPresenter: ListPresenter, TodoListPresenting {
  let screen = ScreenLifecycle<any TodoListView>()
  let list: PagedListLoader<Todo, any TodoListView>
  private var todos: [Todo] = []

  init(store: any TodoStore) {
    list = PagedListLoader(
      screen: screen, key: "todos",
      observe: { send, fail in store.observeTodos(onChange: send, onError: fail) },
      view: { $0.listView }, row: TodoRow.init,
      texts: ListTexts(empty: "Nothing to do.", errorTitle: "Couldn't load your todos"))
    list.observe { [weak self] _ in
      guard let self, self.todos.count <= self.list.items.count else { return }
      self.todos = self.list.items  // the whole list, while no search hides any
    }
  }

  func search(_ text: String) {
    // The bug: the rows are filtered once; the loader's next value shows them all again.
    list.replaceAll(with: todos.filter { text.isEmpty || $0.title.localizedStandardContains(text) })
  }
}
