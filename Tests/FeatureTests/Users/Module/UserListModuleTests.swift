import MVPCore
import MVPTestSupport
import Testing
import UserFeature

@MainActor @Suite(.presenterTest) struct UserListModuleTests {
  @Test func buildWiresTheViewThePresenterAndProfileNavigation() async throws {
    let navigator = RecordingNavigator()
    let module = UserListModule.build(
      service: StubUserService(answeringFrom: User.samples(1...3)), views: .mocks,
      navigator: navigator)
    let view = try module.view(as: MockUserListView.self)
    #expect(view.presenter === module.presenter)

    module.presenter.viewDidLoad()
    await module.presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...3))])

    module.presenter.selectUser(at: 2)
    navigator.recorder.expectCalls([.push("MockUserProfileView")])
    let profile = try #require(navigator.stack.last as? MockUserProfileView)
    #expect(profile.presenter?.userID == 3)
  }

  @Test func anEditSavedOnAnOpenedProfileUpdatesTheListRow() async throws {
    let navigator = RecordingNavigator()
    let module = UserListModule.build(
      service: StubUserService(answeringFrom: User.samples(1...3)), views: .mocks,
      navigator: navigator)
    let view = try module.view(as: MockUserListView.self)
    module.presenter.viewDidLoad()
    await module.presenter.tasks.waitUntilIdle()
    view.recorder.expectCalls([.showLoading, .hideLoading, .showUsers(userRows(1...3))])

    module.presenter.selectUser(at: 1)
    let profile = try #require(navigator.stack.last as? MockUserProfileView)
    let profilePresenter = try #require(profile.presenter)
    profilePresenter.viewDidLoad()
    await profilePresenter.tasks.waitUntilIdle()
    profilePresenter.edit()
    profilePresenter.save(name: "Ada Lovelace", email: "ada@example.com")
    await profilePresenter.tasks.waitUntilIdle()

    var edited = User.sample(2)
    edited.displayName = "Ada Lovelace"
    edited.email = "ada@example.com"
    view.recorder.expectCalls([.updateUser(1, UserRowViewModel(user: edited))])
    navigator.recorder.expectCalls([.push("MockUserProfileView")])
    profile.recorder.expectCalls([
      .showLoading, .hideLoading, .showProfile(UserProfileViewModel(user: .sample(2))),
      .showEditor(name: "First2 Last2", email: "user2@example.com"), .showSaving, .hideSaving,
      .showProfile(UserProfileViewModel(user: edited)), .hideEditor,
      .showMessage("Saved your changes."),
    ])
  }

  /// A leak test: it checks what outlives the module, not what the views show.
  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func everythingDeallocatesWithTheNavigator() async throws {
    let leaks = LeakTracker()
    do {
      let navigator = RecordingNavigator()
      let service = StubUserService(answeringFrom: User.samples(1...40))
      let router = UserListRouter(service: service, views: .mocks, navigator: navigator)
      let module = UserListModule.build(
        service: service, router: router, makeView: { MockUserListView(presenter: $0) })
      navigator.push(module.view, animated: false)
      module.presenter.viewDidLoad()
      await module.presenter.tasks.waitUntilIdle()
      module.presenter.loadNextPage()
      module.presenter.deleteUser(at: 0)
      await module.presenter.tasks.waitUntilIdle()
      module.presenter.selectUser(at: 0)
      let profileView = try #require(navigator.stack.last as? MockUserProfileView)
      let profilePresenter = try #require(profileView.presenter)
      profilePresenter.viewDidLoad()
      await profilePresenter.tasks.waitUntilIdle()

      leaks.track(module.view, as: "list view")
      leaks.track(module.presenter, as: "list presenter")
      leaks.track(router, as: "list router")
      leaks.track(navigator, as: "navigator")
      leaks.track(profileView, as: "profile view")
      leaks.track(profilePresenter, as: "profile presenter")
      #expect(leaks.survivors.count == 6)
    }
    leaks.expectAllDeallocated()
  }

  /// A leak test: it checks what outlives the module, not what the views show.
  @Test(.presenterTest(skipping: [.viewCalls, .runningWork]))
  func aModuleReleasedMidRequestDeallocatesAndCancelsTheRequest() async {
    let service = StubUserService()
    let leaks = LeakTracker()
    do {
      let module = UserListModule.build(
        service: service, views: .mocks, navigator: nil)
      module.presenter.viewDidLoad()
      await service.pageCalls.waitForPendingRequests(1)
      leaks.track(module.view, as: "list view")
      leaks.track(module.presenter, as: "list presenter")
    }
    leaks.expectAllDeallocated()
    #expect(service.pageCalls.pendingRequests.isEmpty)
    #expect(service.pageCalls.requests.count == 1)
  }
}
