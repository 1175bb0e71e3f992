import MVPCore
import MVPTestSupport
import UserFeature

/// A user profile presenter wired to a stub service, a mock view and a recording router.
@MainActor
struct UserProfileHarness {
  let service = StubUserService()
  let view = MockUserProfileView()
  let router = RecordingRouter<UserProfileRoute>()
  let presenter: UserProfilePresenter
  /// Told about saved edits; ``changeLog`` observes it.
  let changes = UserChanges()
  /// The ids of the users ``changes`` reported, in order.
  let changeLog = UserChangeLog()

  init(userID: Int = 7) {
    presenter = UserProfilePresenter(
      userID: userID, service: service, router: router, changes: changes)
    changes.add(changeLog)
    presenter.attach(view)
  }

  /// Loads `user`, asserts the view calls and consumes them. Failures point at the caller.
  func load(
    _ user: User,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    presenter.viewDidLoad()
    await service.userCalls.waitForPendingRequests(
      1, fileID: fileID, filePath: filePath, line: line, column: column)
    service.userCalls.succeed(
      with: user, fileID: fileID, filePath: filePath, line: line, column: column)
    await presenter.tasks.waitUntilIdle(
      fileID: fileID, filePath: filePath, line: line, column: column)
    view.recorder.expectCalls(
      [.showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: user))],
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Loads `user` and opens the editor, consuming the view calls. Failures point at the caller.
  func openEditor(
    for user: User,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await load(user, fileID: fileID, filePath: filePath, line: line, column: column)
    presenter.edit()
    view.recorder.expectCalls(
      [.showEditor(name: user.displayName, email: user.email)], fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// Records the users a ``UserChanges`` reports, by id.
@MainActor
final class UserChangeLog: UserChangeObserving {
  let recorder = CallRecorder<Int>()

  func userDidChange(_ user: User) { recorder.record(user.id) }
}
