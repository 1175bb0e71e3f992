import MVPCore

extension UserListModule {
  /// Builds the user list with a given router, its view made together with the `Screen` a
  /// navigator shows: for an app that navigates by its own routes (MVPRestoration's
  /// `RouteNavigator`, with a `MappedRouter` for ``UserListRouting``), where the profiles the
  /// list opens are built by route too.
  ///
  /// ```swift
  /// let changes = UserChanges()  // shared with the profiles built by route
  /// let module = UserListModule.build(
  ///   service: service, router: router, changes: changes, makeScreen: views.makeList)
  /// ```
  ///
  /// - Parameters:
  ///   - service: Where users come from.
  ///   - router: The router, held strongly by the presenter.
  ///   - changes: Told about each edit saved on a profile; the list observes it (held weakly
  ///     there), so the profiles built elsewhere must get the same instance to update its rows.
  ///     `nil` for none.
  ///   - pageSize: The most users asked for per page, 1 or more; defaults to 30.
  ///   - texts: The list's strings; defaults to ``UserTexts/english``.
  ///   - makeScreen: Creates the view around the presenter, keeping it strongly, as the
  ///     feature's view and as a screen (see ``UserFeatureViews/makeList``).
  /// - Returns: The module, its view attached to its presenter; its `view` is the screen. Show
  ///   it; the view sends `viewDidLoad` to start the first load.
  @MainActor
  public static func build<Screen>(
    service: any UserService,
    router: any UserListRouting,
    changes: UserChanges?,
    pageSize: Int = UserListPresenter.defaultPageSize,
    texts: UserTexts = .english,
    makeScreen: (UserListPresenter) -> (view: any UserListView, screen: Screen)
  ) -> Module<Screen, UserListPresenter> {
    let presenter = UserListPresenter(
      service: service, router: router, pageSize: pageSize, texts: texts)
    let shown = makeScreen(presenter)
    presenter.attach(shown.view)
    changes?.add(presenter)
    return Module(view: shown.screen, presenter: presenter)
  }
}
