import MVPCore

/// Builds the user list module: presenter, router and the caller's view, wired by the ownership
/// rules (view → presenter → router strong; presenter ⇢ view and router ⇢ navigator weak).
///
/// ```swift
/// let module = UserListModule.build(
///   service: HTTPUserService(), views: views, navigator: navigator)
/// navigator.push(module.view, animated: false)  // the list's screen, of the navigator's type
/// ```
public enum UserListModule {
  /// Builds the user list with the production ``UserListRouter``, which opens profiles built
  /// with `views.makeProfile` on `navigator`; an edit saved on such a profile updates the list's
  /// row (through the router's ``UserListRouter/changes``).
  ///
  /// - Parameters:
  ///   - service: Where users come from; shared with the profiles opened from the list.
  ///   - views: The app's view factories.
  ///   - navigator: Where the list is shown and profiles are pushed, held weakly; `nil`
  ///     disables navigation.
  ///   - pageSize: The most users asked for per page, 1 or more; defaults to 30.
  ///   - texts: The strings of the list and the profiles it opens; defaults to
  ///     ``UserTexts/english`` (``UserTexts/localized(for:)`` for another language).
  /// - Returns: The module, its view attached to its presenter; its `view` is the list's
  ///   `Screen`, what `navigator` shows. Show it; the view sends `viewDidLoad` to start the first
  ///   load.
  @MainActor
  public static func build<Screen>(
    service: any UserService,
    views: UserFeatureViews<Screen>,
    navigator: (any Navigator<Screen>)?,
    pageSize: Int = UserListPresenter.defaultPageSize,
    texts: UserTexts = .english
  ) -> Module<Screen, UserListPresenter> {
    let router = UserListRouter(
      service: service, views: views, navigator: navigator, texts: texts)
    // Edits saved on profiles opened from this list update its rows.
    return build(
      service: service, router: router, changes: router.changes, pageSize: pageSize,
      texts: texts, makeScreen: views.makeList)
  }

  /// Builds the user list with a given router, for custom navigation and tests.
  ///
  /// - Parameters:
  ///   - service: Where users come from.
  ///   - router: The router, held strongly by the presenter.
  ///   - pageSize: The most users asked for per page, 1 or more; defaults to 30.
  ///   - texts: The list's strings; defaults to ``UserTexts/english``.
  ///   - makeView: Creates the view around the presenter, keeping it strongly.
  /// - Returns: The module, its view attached to its presenter.
  @MainActor
  public static func build(
    service: any UserService,
    router: any UserListRouting,
    pageSize: Int = UserListPresenter.defaultPageSize,
    texts: UserTexts = .english,
    makeView: (UserListPresenter) -> any UserListView
  ) -> Module<any UserListView, UserListPresenter> {
    let presenter = UserListPresenter(
      service: service, router: router, pageSize: pageSize, texts: texts)
    return .assemble(presenter: presenter, makeView: makeView)
  }
}
