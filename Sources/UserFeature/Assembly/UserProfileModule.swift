import MVPCore

/// Builds the user profile module: presenter, router and the caller's view, wired by the
/// ownership rules (view → presenter → router strong; presenter ⇢ view and router ⇢ navigator
/// weak).
public enum UserProfileModule {
  /// Builds the profile of one user with the production ``UserProfileRouter``.
  ///
  /// - Parameters:
  ///   - userID: The identifier of the user to show.
  ///   - service: Where the user comes from and where changes go.
  ///   - navigator: Where the profile is shown, held weakly by the router; `nil` disables
  ///     navigation.
  ///   - changes: Told about each saved edit; `nil` for none.
  ///   - texts: The profile's strings; defaults to ``UserTexts/english``.
  ///   - makeView: Creates the view around the presenter, keeping it strongly.
  /// - Returns: The module, its view attached to its presenter. Show `view`; the view sends
  ///   `viewDidLoad` to start the load.
  @MainActor
  public static func build(
    userID: Int,
    service: any UserService,
    navigator: (any Navigator)?,
    changes: UserChanges? = nil,
    texts: UserTexts = .english,
    makeView: (UserProfilePresenter) -> any UserProfileView
  ) -> Module<any UserProfileView, UserProfilePresenter> {
    build(
      userID: userID, service: service, router: UserProfileRouter(navigator: navigator),
      changes: changes, texts: texts, makeView: makeView)
  }

  /// Builds the profile of one user with the production ``UserProfileRouter``, its view made
  /// together with the `Screen` a navigator shows (what ``UserListRouter`` pushes).
  ///
  /// - Parameters:
  ///   - userID: The identifier of the user to show.
  ///   - service: Where the user comes from and where changes go.
  ///   - navigator: Where the profile is shown, held weakly by the router; `nil` disables
  ///     navigation.
  ///   - changes: Told about each saved edit; `nil` for none.
  ///   - texts: The profile's strings; defaults to ``UserTexts/english``.
  ///   - makeScreen: Creates the view around the presenter, keeping it strongly, as the
  ///     feature's view and as a screen (see ``UserFeatureViews``).
  /// - Returns: The module, its view attached to its presenter; its `view` is the screen.
  @MainActor
  public static func build<Screen>(
    userID: Int,
    service: any UserService,
    navigator: (any Navigator)?,
    changes: UserChanges? = nil,
    texts: UserTexts = .english,
    makeScreen: (UserProfilePresenter) -> (view: any UserProfileView, screen: Screen)
  ) -> Module<Screen, UserProfilePresenter> {
    let presenter = UserProfilePresenter(
      userID: userID, service: service, router: UserProfileRouter(navigator: navigator),
      changes: changes, texts: texts)
    let shown = makeScreen(presenter)
    presenter.attach(shown.view)
    return Module(view: shown.screen, presenter: presenter)
  }

  /// Builds the profile of one user with a given router, for custom navigation and tests.
  ///
  /// - Parameters:
  ///   - userID: The identifier of the user to show.
  ///   - service: Where the user comes from and where changes go.
  ///   - router: The router, held strongly by the presenter.
  ///   - changes: Told about each saved edit; `nil` for none.
  ///   - texts: The profile's strings; defaults to ``UserTexts/english``.
  ///   - makeView: Creates the view around the presenter, keeping it strongly.
  /// - Returns: The module, its view attached to its presenter.
  @MainActor
  public static func build(
    userID: Int,
    service: any UserService,
    router: any UserProfileRouting,
    changes: UserChanges? = nil,
    texts: UserTexts = .english,
    makeView: (UserProfilePresenter) -> any UserProfileView
  ) -> Module<any UserProfileView, UserProfilePresenter> {
    let presenter = UserProfilePresenter(
      userID: userID, service: service, router: router, changes: changes, texts: texts)
    return .assemble(presenter: presenter, makeView: makeView)
  }
}
