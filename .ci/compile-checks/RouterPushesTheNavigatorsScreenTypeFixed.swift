// expect: pass
// The fixed form of RouterPushesTheNavigatorsScreenType.swift: views made as terminal screens
// (UserFeatureViews<any TerminalScreen>) route onto the stack of terminal screens.
import MVPCore
import MVPDemo
import UserFeature

@MainActor func route(
  service: any UserService, views: UserFeatureViews<any TerminalScreen>, stack: ScreenStack
) {
  let router = UserListRouter(service: service, views: views, navigator: stack)
  router.navigate(to: .profile(userID: 1))
}
