import MVPCore

/// The production ``UserListRouting``: pushes a user's profile module onto its ``navigator``.
///
/// Builds each profile with ``UserProfileModule`` and the app's ``UserFeatureViews/makeProfile``
/// factory, sharing the list's service, and pushes the profile's `Screen`: the navigator is typed
/// by what it shows, so nothing is cast. Holds the navigator weakly; when it is gone, navigation
/// does nothing and no module is built.
@MainActor
public final class UserListRouter<Screen>: UserListRouting {
  /// The navigation context the list is shown in; held weakly.
  public weak var navigator: (any Navigator<Screen>)?

  /// Told about each edit saved on a profile this router opened; the list observes it.
  public let changes: UserChanges

  private let service: any UserService
  private let makeProfileView:
    @MainActor (UserProfilePresenter) -> (view: any UserProfileView, screen: Screen)
  private let texts: UserTexts

  /// Creates a router.
  ///
  /// - Parameters:
  ///   - service: The service the profiles it builds use.
  ///   - views: The app's view factories; only ``UserFeatureViews/makeProfile`` is used.
  ///   - navigator: The navigation context, held weakly; `nil` makes navigation a no-op.
  ///   - changes: Shared with the profiles it opens, held strongly; a new one by default.
  ///   - texts: The strings of the profiles it opens; defaults to ``UserTexts/english``.
  public init(
    service: any UserService,
    views: UserFeatureViews<Screen>,
    navigator: (any Navigator<Screen>)?,
    changes: UserChanges = UserChanges(),
    texts: UserTexts = .english
  ) {
    self.service = service
    self.texts = texts
    self.makeProfileView = views.makeProfile
    self.navigator = navigator
    self.changes = changes
  }

  /// Navigates: ``UserListRoute/profile(userID:)`` builds that user's profile module and pushes
  /// its view, animated.
  ///
  /// - Parameter route: The destination the presenter chose.
  public func navigate(to route: UserListRoute) {
    guard let navigator else { return }
    switch route {
    case .profile(let userID):
      let module = UserProfileModule.build(
        userID: userID, service: service, navigator: navigator, changes: changes, texts: texts,
        makeScreen: makeProfileView)
      navigator.push(module.view, animated: true)
    }
  }
}
