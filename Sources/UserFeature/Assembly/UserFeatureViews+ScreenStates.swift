@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension UserFeatureViews {
  /// Factories that create the observable screen states as the feature's views:
  /// ``UserListScreenState`` for the list and ``UserProfileScreenState`` for each profile, for
  /// an app whose screens are SwiftUI views rendering those states.
  ///
  /// With these factories a `Navigator` receives the states (for example a
  /// ``UserProfileScreenState`` when a profile is opened) and shows the SwiftUI view of each.
  public static var screenStates: UserFeatureViews {
    UserFeatureViews(
      makeList: { UserListScreenState(presenter: $0) },
      makeProfile: { UserProfileScreenState(presenter: $0) })
  }
}
