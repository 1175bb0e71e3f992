// expect: error: argument type 'ScreenStack' does not conform to expected type 'any Navigator<any ViewInterface>'
// Issue 27, item 6: a feature's router pushes what its navigator shows. Views made as any
// ViewInterface cannot be routed onto the demo's stack of terminal screens: a compile error,
// where the stack used to cast each view and report "not a terminal screen" at run time.
import MVPCore
import MVPDemo
import UserFeature

@MainActor func route(service: any UserService, views: UserFeatureViews<any ViewInterface>) {
  let router = UserListRouter(service: service, views: views, navigator: ScreenStack())
  router.navigate(to: .profile(userID: 1))
}
