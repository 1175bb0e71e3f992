import MVPCore

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension UserListModule {
  /// Builds the user list with observable screen states as its views, for SwiftUI: the list's
  /// view is a ``UserListScreenState``, and the production ``UserListRouter`` opens profiles
  /// whose views are ``UserProfileScreenState``s (``UserFeatureViews/screenStates``). An edit
  /// saved on such a profile updates the list's row.
  ///
  /// ```swift
  /// let module = UserListModule.build(service: HTTPUserService(), navigator: navigator)
  /// UserListScreen(state: module.view)  // a SwiftUI view that owns the state
  /// ```
  ///
  /// - Parameters:
  ///   - service: Where users come from; shared with the profiles opened from the list.
  ///   - navigator: Where profiles are pushed, held weakly; `nil` disables navigation.
  ///   - pageSize: The most users asked for per page, 1 or more; defaults to 30.
  /// - Returns: The module, its state attached to its presenter. Keep `view` (the state) for as
  ///   long as the screen shows; its `appear()` starts the first load.
  @MainActor
  public static func build(
    service: any UserService,
    navigator: (any Navigator<any ViewInterface>)?,
    pageSize: Int = UserListPresenter.defaultPageSize
  ) -> Module<UserListScreenState, UserListPresenter> {
    build(
      service: service, navigator: navigator, pageSize: pageSize, list: { $0 }, profile: { $0 })
  }

  /// Builds the user list with observable screen states as its views, each shown as the app's
  /// own `Screen` (see ``UserFeatureViews/screenStates(list:profile:)``): the production
  /// ``UserListRouter`` pushes `profile(state)` for each profile it opens, with no cast. An edit
  /// saved on such a profile updates the list's row.
  ///
  /// - Parameters:
  ///   - service: Where users come from; shared with the profiles opened from the list.
  ///   - navigator: Where profiles are pushed, held weakly; `nil` disables navigation.
  ///   - pageSize: The most users asked for per page, 1 or more; defaults to 30.
  ///   - list: The screen that shows a list's state (the views factories make one; the router
  ///     pushes profiles only).
  ///   - profile: The screen that shows a profile's state.
  /// - Returns: The module, its state attached to its presenter. Keep `view` (the state) for as
  ///   long as the screen shows; its `appear()` starts the first load.
  @MainActor
  public static func build<Screen>(
    service: any UserService,
    navigator: (any Navigator<Screen>)?,
    pageSize: Int = UserListPresenter.defaultPageSize,
    list: @escaping @MainActor (UserListScreenState) -> Screen,
    profile: @escaping @MainActor (UserProfileScreenState) -> Screen
  ) -> Module<UserListScreenState, UserListPresenter> {
    let router = UserListRouter(
      service: service, views: .screenStates(list: list, profile: profile), navigator: navigator)
    let presenter = UserListPresenter(service: service, router: router, pageSize: pageSize)
    let state = UserListScreenState(presenter: presenter)
    presenter.attach(state)
    // Edits saved on profiles opened from this list update its rows.
    router.changes.add(presenter)
    return Module(view: state, presenter: presenter)
  }
}
