import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user list speaks the language of the texts it was given (issue 12, part 1).
@MainActor @Suite(.presenterTest) struct UserListLocalizationTests {
  @Test func theEmptyStateAndErrorsAreInChinese() async {
    let service = StubUserService()
    let view = MockUserListView()
    let presenter = UserListPresenter(
      service: service, router: RecordingRouter<UserListRoute>(), texts: .simplifiedChinese)
    presenter.attach(view)
    presenter.viewDidLoad()
    await service.pageCalls.waitForPendingRequests(1)
    service.pageCalls.fail(with: ServiceError.offline)
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([
      .showLoading, .hideLoading,
      .showError("你似乎处于离线状态。请检查网络连接后重试。", canRetry: true),
    ])
    presenter.retry()
    await service.pageCalls.waitForPendingRequests(1)
    service.pageCalls.succeed(with: .users([], total: 0))
    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty("暂无用户。")])
  }
}
