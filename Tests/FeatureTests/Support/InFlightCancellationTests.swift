import Foundation
import GoodsFeature
import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// A detach cancels a page request in flight over a real `URLSession`, through the HTTP services
/// the app uses: the server sees the request go away, and the view sees nothing more.
@MainActor @Suite(.presenterTest) struct InFlightCancellationTests {
  let server = HTTPStub { _ in .hold }

  @Test func detachingTheUserListCancelsItsRequestOverURLSession() async throws {
    let view = MockUserListView()
    let presenter = UserListPresenter(
      service: HTTPUserService(baseURL: server.baseURL, session: server.session),
      router: RecordingRouter<UserListRoute>())
    presenter.attach(view)
    presenter.viewDidLoad()
    await server.waitForPendingRequests(1)

    presenter.detach(view)

    await server.waitForCancelledRequests(1)
    await presenter.tasks.waitUntilIdle()
    #expect(server.cancelledRequests.map(\.url.path) == ["/users"])
    view.recorder.expectCalls([.showLoading])
  }

  @Test func detachingTheGoodsListCancelsItsRequestOverURLSession() async throws {
    let view = MockGoodsListView()
    let presenter = GoodsListPresenter(
      service: HTTPGoodsService(baseURL: server.baseURL, session: server.session),
      router: RecordingRouter<GoodsListRoute>(), dispatcher: .main)
    presenter.attach(view)
    presenter.viewDidLoad()
    await server.waitForPendingRequests(1)

    presenter.detach(view)

    await server.waitForCancelledRequests(1)
    #expect(server.cancelledRequests.map(\.url.path) == ["/products"])
    view.recorder.expectCalls([.showLoading])
  }

  @Test func aHeldPageAnsweredLaterReachesTheView() async throws {
    let view = MockUserListView()
    let presenter = UserListPresenter(
      service: HTTPUserService(baseURL: server.baseURL, session: server.session),
      router: RecordingRouter<UserListRoute>())
    presenter.attach(view)
    presenter.viewDidLoad()
    await server.waitForPendingRequests(1)

    server.answer(with: .json(#"{"users": [], "total": 0, "skip": 0, "limit": 30}"#))

    await presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showEmpty("No users yet.")])
  }
}
