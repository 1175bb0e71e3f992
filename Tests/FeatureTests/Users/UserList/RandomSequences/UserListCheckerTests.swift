import MVPCore
import MVPTestSupport
import Testing
import UserFeature

/// The user list under MVPTestSupport's `PresenterChecker`, beside its own random sequences
/// (``UserListRandomSequenceTests``): the generic invariants, plus rows unique.
@MainActor @Suite struct UserListCheckerTests {
  final class CheckedUserListView: RecordingListView<UserRowViewModel>, UserListView {}

  @Test func theUserListKeepsEveryGenericInvariant() async {
    let report = await PresenterChecker(
      presenter: { server in
        let service = StubUserService()
        server.answers(service.pageCalls) { query in
          Page(
            items: User.samples((1...8).dropFirst(query.offset).prefix(query.limit)),
            offset: query.offset, total: 8)
        }
        server.answers(service.deleteCalls)
        return UserListPresenter(service: service, router: RecordingRouter(), pageSize: 3)
      },
      view: { _ in CheckedUserListView() },
      intents: .list() + [
        .row("select row") { $0.selectUser(at: $1) },
        .row("delete row") { $0.deleteUser(at: $1) },
      ],
      invariants: [
        PresenterInvariant("rows unique") { screen in
          let rows = screen.rows ?? []
          return Set(rows).count == rows.count ? nil : "rows repeat: \(rows)"
        }
      ]
    ).run()
    #expect(report.failure == nil)
    #expect(report.sequencesRun == 100)
    #expect(report.relaunchesComparedAtRest > 0)
  }
}
