import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user list under `PresenterChecker` answered from a model of the server's users: the rows
/// shown at rest are the server's, while someone else adds and deletes users, and a deletion (a
/// write intent) is never cancelled and always reaches the service.
@MainActor @Suite struct UserListModelCheckerTests {
  final class CheckedUserListView: RecordingListView<UserRowViewModel>, UserListView {}

  @Test func theUserListKeepsTheServersRows() async {
    let report = await PresenterChecker(
      presenter: { server in
        let service = StubUserService()
        let users = server.collection(
          User.samples(1...8), row: UserRowViewModel.init(user:),
          newItem: { User.sample(100 + $0) })
        server.answers(service.pageCalls, from: users) { query in
          users.page(offset: query.offset, limit: query.limit)
        }
        server.answers(service.deleteCalls) { users.delete(id: $0) }
        return UserListPresenter(service: service, router: RecordingRouter(), pageSize: 3)
      },
      view: { _ in CheckedUserListView() },
      intents: .list() + [
        .row("select row") { $0.selectUser(at: $1) },
        .row("delete row", role: .write) { $0.deleteUser(at: $1) },
      ]
    ).run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
  }
}
