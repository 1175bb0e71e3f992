import MVPCore
import UserFeature

extension UserFeatureViews where Screen == any TerminalScreen {
  /// The user feature's views for the demo's ``ScreenStack``: each terminal view is both the
  /// feature's view and the screen the stack shows.
  ///
  /// - Parameters:
  ///   - list: Creates the list's terminal view around its presenter.
  ///   - profile: Creates a profile's terminal view around its presenter.
  init<List: UserListView & TerminalScreen, Profile: UserProfileView & TerminalScreen>(
    list: @escaping @MainActor (UserListPresenter) -> List,
    profile: @escaping @MainActor (UserProfilePresenter) -> Profile
  ) {
    self.init(
      makeList: { presenter in
        let view = list(presenter)
        return (view, view)
      },
      makeProfile: { presenter in
        let view = profile(presenter)
        return (view, view)
      })
  }
}
