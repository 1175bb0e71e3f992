import MVPCore
import MVPTestSupport
import UserFeature

/// A user list presenter wired to a stub service, a mock view and a recording router.
@MainActor
struct UserListHarness {
  let service: StubUserService
  let view = MockUserListView()
  let router = RecordingRouter<UserListRoute>()
  let presenter: UserListPresenter

  /// - Parameters:
  ///   - honorsCancellation: `false` keeps cancelled service calls answerable.
  ///   - pageSize: The presenter's page size; the feature's default (30) unless given.
  init(honorsCancellation: Bool = true, pageSize: Int = UserListPresenter.defaultPageSize) {
    service = StubUserService(honorsCancellation: honorsCancellation)
    presenter = UserListPresenter(service: service, router: router, pageSize: pageSize)
    presenter.attach(view)
  }

  /// Loads `page` as the first page, asserts its view calls and consumes them. Failures point at
  /// the caller.
  func loadFirstPage(
    _ page: Page<User>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    presenter.viewDidLoad()
    await service.pageCalls.waitForPendingRequests(
      1, fileID: fileID, filePath: filePath, line: line, column: column)
    service.pageCalls.succeed(
      with: page, fileID: fileID, filePath: filePath, line: line, column: column)
    await presenter.tasks.waitUntilIdle(
      fileID: fileID, filePath: filePath, line: line, column: column)
    view.recorder.expectCalls(
      [.showLoading, .hideLoading, .showUsers(page.items.map(UserRowViewModel.init(user:)))],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Answers the oldest pending page request and waits for the presenter to handle it, leaving
  /// other work pending: deletions, and a further page the answer started (a list left without
  /// rows loads the next page by itself).
  func answerPage(
    with page: Page<User>,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await service.pageCalls.waitForPendingRequests(
      1, fileID: fileID, filePath: filePath, line: line, column: column)
    service.pageCalls.succeed(
      with: page, fileID: fileID, filePath: filePath, line: line, column: column)
    await presenter.tasks.waitUntilFinished(
      UserListKeys.pages, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
