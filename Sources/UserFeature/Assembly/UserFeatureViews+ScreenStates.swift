import MVPCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension UserFeatureViews where Screen == any ViewInterface {
  /// Factories that create the observable screen states as the feature's views:
  /// ``UserListScreenState`` for the list and ``UserProfileScreenState`` for each profile, for
  /// an app whose screens are SwiftUI views rendering those states.
  ///
  /// With these factories a `Navigator` receives the states (for example a
  /// ``UserProfileScreenState`` when a profile is opened) and shows the SwiftUI view of each.
  public static var screenStates: Self {
    Self(
      makeList: { UserListScreenState(presenter: $0) },
      makeProfile: { UserProfileScreenState(presenter: $0) })
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension UserFeatureViews {
  /// Factories that create the observable screen states as the feature's views, each shown as
  /// the app's own `Screen`, for example a case of the route enum of a SwiftUI
  /// `NavigationStack`: a navigator of that type then receives a profile's state without a cast.
  ///
  /// ```swift
  /// enum AppScreen { case users(UserListScreenState), profile(UserProfileScreenState) }
  /// let views = UserFeatureViews.screenStates(list: AppScreen.users, profile: AppScreen.profile)
  /// ```
  ///
  /// - Parameters:
  ///   - list: The screen that shows a list's state.
  ///   - profile: The screen that shows a profile's state.
  /// - Returns: The factories.
  public static func screenStates(
    list: @escaping @MainActor (UserListScreenState) -> Screen,
    profile: @escaping @MainActor (UserProfileScreenState) -> Screen
  ) -> Self {
    Self(
      makeList: { presenter in
        let state = UserListScreenState(presenter: presenter)
        return (state, list(state))
      },
      makeProfile: { presenter in
        let state = UserProfileScreenState(presenter: presenter)
        return (state, profile(state))
      })
  }
}
