import MVPCore
import MVPTestSupport
import UserFeature

/// The user list in seeded random event sequences: the presenter on a stub service that honours
/// cancellation, a server model answering its requests, and views that apply the presenter's
/// calls to plain state, checked against the server after every step and at rest.
@MainActor
final class UserListWorld: RandomSequenceModel {
  static let userCount = 8
  static let pageSize = 3

  private let service = StubUserService(honorsCancellation: true)
  private let server = UserListServer(userCount: userCount)
  private let router = RecordingRouter<UserListRoute>()
  /// Where a delete reports when it ends after the module was released.
  private let outcomes = WriteOutcomes()
  private weak var presenterReference: UserListPresenter?
  /// Every view made so far, newest last; the views hold the presenter, as real views do.
  private var views: [UserListScreenModel] = []
  private var attached: UserListScreenModel?
  /// The snapshot the pending page request was computed from, taken when it arrived.
  private var pageSnapshot: UserListServer.Snapshot?
  private var pageRequestsSeen = 0
  private var deleting: Set<Int> = []
  private var deletingNames: [Int: String] = [:]
  private var confirmedDeletes: Set<Int> = []
  /// The outcome messages of the deletes answered, in answer order: what the views must show.
  private var expectedDeleteMessages: [String] = []
  /// Every message shown by any view, in the order shown.
  private var shownMessages: [String] = []
  private var answeredAnOutsideCancellation = false
  private var answeredWhileIgnoringSkip = false
  /// Whether a refresh may be the page request in flight: a refresh of a list without rows
  /// shows no full-screen indicator, so a view attached meanwhile shows a blank list (left as
  /// MVPCore designed it; see the report).
  private var refreshMayRun = false
  private var problems: [String] = []
  private var released = false
  private var releaseSurvivors: [String] = []
  private(set) var writesInFlightAtRelease = 0

  init() {
    let presenter = UserListPresenter(
      service: service, router: router, pageSize: Self.pageSize, writeOutcomes: outcomes)
    presenterReference = presenter
    attach(makeView(presenter))
  }

  static func randomStep(using generator: inout SeededGenerator) -> UserListStep {
    .random(using: &generator)
  }

  private var presenter: UserListPresenter? {
    presenterReference
  }

  // MARK: - Steps

  func perform(_ step: UserListStep) async {
    if case .release(let onlyWhileWriting) = step, !released {
      if !onlyWhileWriting || !service.deleteCalls.pendingRequests.isEmpty {
        releaseSurvivors = await release()
      }
      return
    }
    guard let presenter, !released else { return }
    switch step {
    case .attachSameView:
      if let view = attached ?? views.last { attach(view) }
    case .attachNewView:
      attach(makeView(presenter))
    case .detachAttachedView:
      if let view = attached {
        presenter.detach(view)
        view.isAttached = false
        attached = nil
      }
    case .detachStaleView:
      if let stale = views.last(where: { $0 !== attached }) { presenter.detach(stale) }
    case .viewDidLoad:
      if attached != nil { presenter.viewDidLoad() }
    case .viewWillAppear:
      if let view = attached {
        view.isVisible = true
        presenter.viewWillAppear()
      }
    case .viewDidDisappear:
      if let view = attached {
        view.isVisible = false
        presenter.viewDidDisappear()
      }
    case .refresh:
      if let view = attached {
        view.isRefreshing = true
        refreshMayRun = true
        presenter.refresh()
      }
    case .loadNextPage:
      if attached != nil { presenter.loadNextPage() }
    case .retry:
      if attached != nil { presenter.retry() }
    case .select(let row):
      select(row: row, in: presenter)
    case .delete(let row):
      delete(row: row, in: presenter)
    case .changeUser(let row):
      changeUser(row: row, in: presenter)
    case .answerPage(let answer):
      await answerPage(answer, in: presenter)
    case .answerDelete(let pending, let answer):
      await answerDelete(pending: pending, answer, in: presenter)
    case .serverIgnoresSkip(let ignores):
      server.ignoresSkip = ignores
    case .serverPersistsDeletes(let persists):
      server.persistsDeletes = persists
    case .serverComputesPagesWhenAnswered(let whenAnswered):
      server.computesPagesWhenAnswered = whenAnswered
    case .release:
      return
    }
    await quiesce()
  }

  private func makeView(_ presenter: UserListPresenter) -> UserListScreenModel {
    let view = UserListScreenModel(presenter: presenter, name: "view \(views.count + 1)")
    view.onMessage = { [weak self] in self?.shownMessages.append($0) }
    views.append(view)
    return view
  }

  /// Attaches `view`: a view attached anew is on screen; the attached view attached again keeps
  /// its visibility.
  private func attach(_ view: UserListScreenModel) {
    if view !== attached {
      attached?.isAttached = false
      view.isVisible = true
    }
    attached = view
    view.isAttached = true
    presenter?.attach(view)
  }

  private func select(row: Int, in presenter: UserListPresenter) {
    guard attached != nil else { return }
    let index = row % (presenter.list.items.count + 1)
    let expected =
      presenter.list.items.indices.contains(index) ? presenter.list.items[index].id : nil
    presenter.selectUser(at: index)
    let routes = router.recorder.unassertedCalls
    router.recorder.expectCalls(routes)
    if routes != (expected.map { [.profile(userID: $0)] } ?? []) {
      problems.append(
        "selecting row \(index) routed to \(routes), expected user \(expected as Any)")
    }
  }

  private func delete(row: Int, in presenter: UserListPresenter) {
    guard attached != nil else { return }
    let index = row % (presenter.list.items.count + 1)
    guard presenter.list.items.indices.contains(index) else {
      presenter.deleteUser(at: index)
      return
    }
    let user = presenter.list.items[index]
    // The presenter words the outcome with the name the row had when deleted.
    if deleting.insert(user.id).inserted { deletingNames[user.id] = user.displayName }
    presenter.deleteUser(at: index)
  }

  private func changeUser(row: Int, in presenter: UserListPresenter) {
    guard !presenter.list.items.isEmpty else { return }
    var user = presenter.list.items[row % presenter.list.items.count]
    user.displayName = "Renamed \(user.id)"
    presenter.userDidChange(user)
  }

  private func answerPage(_ answer: UserListAnswer, in presenter: UserListPresenter) async {
    guard let query = service.pageCalls.pendingRequests.first, let arrival = pageSnapshot else {
      return
    }
    let snapshot = server.computesPagesWhenAnswered ? server.snapshot() : arrival
    refreshMayRun = false
    if let error = answer.error {
      answeredAnOutsideCancellation = answeredAnOutsideCancellation || answer.isOutsideCancellation
      service.pageCalls.fail(with: error)
    } else {
      answeredWhileIgnoringSkip = answeredWhileIgnoringSkip || snapshot.ignoresSkip
      service.pageCalls.succeed(with: UserListServer.page(for: query, from: snapshot))
    }
    await presenter.tasks.waitUntilFinished(UserListKeys.pages)
  }

  private func answerDelete(
    pending: Int, _ answer: UserListAnswer, in presenter: UserListPresenter
  ) async {
    let requests = service.deleteCalls.pendingRequests
    guard !requests.isEmpty else { return }
    let index = pending % requests.count
    let id = requests[index]
    let name = deletingNames[id] ?? "First\(id) Last\(id)"
    if let error = answer.error {
      answeredAnOutsideCancellation = answeredAnOutsideCancellation || answer.isOutsideCancellation
      let reason =
        answer == .offline ? ServiceError.offline.userMessage : ServiceError.cancelled.userMessage
      expectedDeleteMessages.append("Couldn't delete \(name). \(reason)")
      service.deleteCalls.fail(with: error, at: index)
    } else {
      server.delete(id)
      confirmedDeletes.insert(id)
      expectedDeleteMessages.append("Deleted \(name).")
      service.deleteCalls.succeed(with: (), at: index)
    }
    await presenter.tasks.waitUntilFinished(UserListKeys.delete(userID: id))
    deleting.remove(id)
  }

  /// Waits until every request the presenter started has reached the service, and records the
  /// server's collection for a page request that arrived.
  private func quiesce() async {
    guard let presenter else { return }
    if presenter.tasks.isRunning(UserListKeys.pages) {
      await service.pageCalls.waitForPendingRequests(1)
    }
    let runningDeletes = deleting.filter {
      presenter.tasks.isRunning(UserListKeys.delete(userID: $0))
    }
    if !runningDeletes.isEmpty {
      await service.deleteCalls.waitForPendingRequests(runningDeletes.count)
    }
    let seen = service.pageCalls.requests.count
    if seen > pageRequestsSeen {
      pageRequestsSeen = seen
      pageSnapshot = server.snapshot()
    }
  }

  // MARK: - Invariants

  func violations() -> [String] {
    if released { return releaseSurvivors }
    guard let presenter else { return [] }
    var found = problems + views.flatMap(\.problems)
    let ids = presenter.list.items.map(\.id)
    if Set(ids).count != ids.count { found.append("rows repeat a user: \(ids)") }
    if ids != ids.sorted() { found.append("rows are not in server order: \(ids)") }
    if ids.count > Self.userCount { found.append("\(ids.count) rows for \(Self.userCount) users") }
    let deletedShown = ids.filter(confirmedDeletes.contains)
    if !deletedShown.isEmpty { found.append("deleted users \(deletedShown) are shown") }
    if let view = attached { found += violations(of: view, showing: presenter.list.items) }
    return found
  }

  private func violations(of view: UserListScreenModel, showing users: [User]) -> [String] {
    var found: [String] = []
    let name = view.name
    if view.rows != users.map(UserRowViewModel.init(user:)) {
      found.append(
        "\(name) shows \(view.rows.map(\.id)), the presenter has \(users.map(\.id))")
    }
    if view.error != nil && !users.isEmpty { found.append("\(name) shows an error over rows") }
    if view.emptyMessage != nil && !users.isEmpty { found.append("\(name) shows empty over rows") }
    let pageRuns = !service.pageCalls.pendingRequests.isEmpty
    if view.isLoading && !pageRuns { found.append("\(name) shows loading with nothing loading") }
    if view.isLoadingMore && !pageRuns {
      found.append("\(name) shows loading more with nothing loading")
    }
    if view.isRefreshing && !pageRuns {
      found.append("\(name) shows refreshing with nothing loading")
    }
    if view.isLoading && view.isLoadingMore { found.append("\(name) shows both indicators") }
    if pageRuns && users.isEmpty && view.error == nil && view.emptyMessage == nil
      && !view.isLoading && !view.isLoadingMore && !view.isRefreshing && !refreshMayRun
    {
      found.append("\(name) is blank while a page loads, with no indicator")
    }
    if view.showsACancellation && !answeredAnOutsideCancellation {
      found.append("\(name) shows a cancellation nobody but the presenter caused")
    }
    return found
  }

  // MARK: - Rest and release

  func settle() async -> [String] {
    guard !released else { return [] }
    guard let presenter else { return ["the presenter is gone before release"] }
    let view = attached ?? views.last ?? makeView(presenter)
    attach(view)
    view.isVisible = true
    presenter.viewWillAppear()
    presenter.viewDidLoad()
    await quiesce()
    var answers = 0
    while !service.pageCalls.pendingRequests.isEmpty || !service.deleteCalls.pendingRequests.isEmpty
    {
      answers += 1
      guard answers <= 100 else { return ["the list never comes to rest: it keeps asking"] }
      if service.pageCalls.pendingRequests.isEmpty {
        await answerDelete(pending: 0, .success, in: presenter)
      } else {
        await answerPage(.success, in: presenter)
      }
      await quiesce()
    }
    await presenter.tasks.waitUntilIdle()
    return violations() + restViolations(of: view, presenter: presenter)
  }

  private func restViolations(
    of view: UserListScreenModel, presenter: UserListPresenter
  ) -> [String] {
    var found: [String] = []
    if view.isLoading || view.isLoadingMore || view.isRefreshing {
      found.append("progress is shown at rest")
    }
    let states = [!view.rows.isEmpty, view.emptyMessage != nil, view.error?.canRetry == true]
    if states.filter({ $0 }).count != 1 {
      found.append("at rest the screen is not exactly one of rows, empty, error with retry")
    }
    // Every delete answered is confirmed or explained once, in order (issue 12).
    let deleteMessages = shownMessages.filter {
      $0.hasPrefix("Deleted ") || $0.hasPrefix("Couldn't delete ")
    }
    if deleteMessages != expectedDeleteMessages {
      found.append(
        "delete messages shown \(deleteMessages), expected \(expectedDeleteMessages)")
    }
    let remaining = server.ids.filter { !confirmedDeletes.contains($0) }
    let shown = view.rows.map(\.id)
    guard view.error == nil else { return found + pending(presenter) }
    if Array(remaining.prefix(shown.count)) != shown {
      found.append("rows \(shown) are not the server's first users \(remaining)")
    }
    // A server that ignores `skip` and keeps deleted users may list only those: paging ends.
    if shown.isEmpty && !remaining.isEmpty && !answeredWhileIgnoringSkip {
      found.append("the list shows no user while the server has \(remaining)")
    }
    return found + pending(presenter)
  }

  private func pending(_ presenter: UserListPresenter) -> [String] {
    presenter.pendingWorkDescriptions.map { "pending at rest: \($0)" }
  }

  func release() async -> [String] {
    guard !released else { return releaseSurvivors }
    released = true
    let leaks = LeakTracker()
    if let presenter { leaks.track(presenter, as: "presenter") }
    for view in views { leaks.track(view, as: view.name) }
    let deletesInFlight = service.deleteCalls.pendingRequests.count
    writesInFlightAtRelease = deletesInFlight
    attached = nil
    views.removeAll()
    var survivors = leaks.survivors.map { "\($0) outlived the module" }
    // Reads end with the screen; a delete (a write) runs to its end and reports to the outcomes.
    if !service.pageCalls.pendingRequests.isEmpty {
      survivors.append("a page read still waits after release")
    }
    survivors += await WriteOutcomeCheck.answerAndCheck(
      deletesInFlight, reportedTo: outcomes, pending: { service.deleteCalls.pendingRequests.count },
      answer: { service.deleteCalls.succeed(with: ()) })
    return survivors
  }
}
