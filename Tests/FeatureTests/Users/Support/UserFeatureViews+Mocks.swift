import MVPCore
import MVPTestSupport
import UserFeature

extension UserFeatureViews where Screen == any ViewInterface {
  /// Factories that build mock views holding their presenters.
  @MainActor static var mocks: UserFeatureViews {
    UserFeatureViews(
      makeList: { MockUserListView(presenter: $0) },
      makeProfile: { MockUserProfileView(presenter: $0) })
  }
}
