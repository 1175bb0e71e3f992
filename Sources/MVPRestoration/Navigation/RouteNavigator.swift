import MVPCore

/// Navigation as data: a navigator that shows screens by route, reports the stack it shows as a
/// ``RouteStack`` and rebuilds a stack from one, each screen through its module's builder.
///
/// An app declares its route enum (`Codable`, `Equatable`) and one function that builds a
/// route's module and returns its screen; the navigator calls it for every screen it shows,
/// inside a restoration scope of the route's own, so that the screens of the module can save
/// their state and be handed it back (see ``AppRestoration``). Features navigate by the app's
/// routes through a ``MappedRouter``; the app opens deep links and other whole stacks with
/// ``open(_:discardingEdits:animated:)``.
///
/// ```swift
/// navigator = RouteNavigator(platform: platform) { route, navigator in
///   switch route {
///   case .notes:
///     screens.notesList(
///       router: NotesListRouter(navigator) { route in
///         switch route {
///         case .open(let noteID): .push(.note(id: noteID))
///         }
///       })
///   case .note(let id):
///     screens.note(id: id, router: NoteRouter(navigator) { _ in .pop })
///   }
/// }
/// ```
///
/// (`screens` builds each feature's module with its view; the article "Restoring an app" shows
/// the whole app and how its tests run it with mock views.)
///
/// **The platform's own changes.** The navigator does not keep its own list of what is shown:
/// whenever it reports or changes the stack it reads what the platform shows
/// (``StackNavigator/stackedScreens``, ``StackNavigator/presentedScreen``) and matches those
/// screens, by identity, to the ones it built. A swipe back, a Back button or a sheet pulled down
/// changes the stack without asking a router, and the next ``stack`` says so. A screen that the
/// navigator did not build (pushed by a feature's own router, or with ``push(_:animated:)``) has
/// no route: ``stack`` ends below it, and so does the state ``AppRestoration`` saves.
///
/// **Ownership.** It holds screens the way the platform does, not more: each screen it built
/// weakly, with the scope its module was built in (which also holds the module's screens
/// weakly), so a screen the platform releases goes with its presenter. It holds the platform
/// and the builder strongly; routers hold it weakly.
///
/// It is itself a `Navigator` of the platform's screens, so a module's router that only pops or
/// dismisses takes it; what it is asked to push or present that way has no route.
@MainActor
public final class RouteNavigator<Route: Codable & Equatable, Screen>: Navigator {
  /// Builds the module of a route and returns its screen; it is given the navigator, for the
  /// module's router (a ``MappedRouter``) or as the module's `Navigator`.
  public typealias Builder = @MainActor (Route, RouteNavigator<Route, Screen>) -> Screen

  /// The platform's navigation context: what it shows is the truth (`stackedScreens`,
  /// `presentedScreen`).
  let platform: any StackNavigator<Screen>
  private let builder: Builder
  /// The screens built by route that are still alive, in the order they were built.
  private var built: [ShownRoute<Route>] = []

  /// Creates a navigator; it shows nothing until told to.
  ///
  /// - Parameters:
  ///   - platform: The platform's navigation context, held strongly.
  ///   - build: Builds a route's module and returns its screen (the module's view, as the
  ///     platform shows it); held strongly, so it must not capture a screen strongly.
  public init(platform: any StackNavigator<Screen>, build: @escaping Builder) {
    self.platform = platform
    self.builder = build
  }

  /// The stack shown now, read from the platform: the routes of the pushed screens, bottom
  /// first, up to the first screen not built by route, and the presented screen's route when it
  /// was built by route and everything under it was too.
  public var stack: RouteStack<Route> {
    let shown = shownRoutes()
    return RouteStack(shown.routes.map(\.route), presented: shown.presented?.route)
  }

  /// Takes one step: builds and pushes or presents a route's screen, pops, dismisses, or opens a
  /// stack (``open(_:discardingEdits:animated:)``).
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - animated: Whether to animate, where the platform animates; `true` by default.
  public func navigate(to step: NavigationStep<Route>, animated: Bool = true) {
    switch step {
    case .push(let route): platform.push(screen(for: route), animated: animated)
    case .present(let route): platform.present(screen(for: route), animated: animated)
    case .pop: platform.pop(animated: animated)
    case .dismiss: platform.dismiss(animated: animated)
    case .open(let stack): open(stack, animated: animated)
    }
  }

  /// Builds the module of `route` in a restoration scope of its own, handing its screens
  /// `states`, and remembers the screen with its route.
  ///
  /// - Parameters:
  ///   - route: The route.
  ///   - states: The states its screens saved in an earlier run; empty for a fresh build.
  /// - Returns: The screen and what it remembers about it.
  @discardableResult
  func build(_ route: Route, restoring states: [SavedScreenState] = []) -> (
    screen: Screen, shown: ShownRoute<Route>
  ) {
    let scope = RestorationScope(restoring: states)
    let screen = scope.build { builder(route, self) }
    let shown = ShownRoute(route: route, screen: screen as AnyObject, scope: scope)
    built.removeAll { $0.screen == nil }
    built.append(shown)
    return (screen, shown)
  }

  /// Builds `route`'s module, fresh.
  private func screen(for route: Route) -> Screen {
    build(route).screen
  }

  /// What the platform shows now, matched by identity to the screens built by route.
  func shownRoutes() -> ShownRoutes<Route> {
    built.removeAll { $0.screen == nil }
    var shown = ShownRoutes<Route>()
    let stacked = platform.stackedScreens
    shown.stackedCount = stacked.count
    for (position, screen) in stacked.enumerated() {
      guard let route = builtRoute(of: screen) else {
        shown.notBuiltByRoute = "screen \(position) (\(type(of: screen as Any)))"
        break
      }
      shown.routes.append(route)
    }
    if let screen = platform.presentedScreen {
      shown.hasPresented = true
      let route = builtRoute(of: screen)
      if route == nil, shown.notBuiltByRoute == nil {
        shown.notBuiltByRoute = "the presented screen (\(type(of: screen as Any)))"
      }
      if shown.notBuiltByRoute == nil { shown.presented = route }
    }
    return shown
  }

  private func builtRoute(of screen: Screen) -> ShownRoute<Route>? {
    let object = screen as AnyObject
    return built.first { $0.screen === object }
  }
}

extension RouteNavigator {
  /// Pushes a screen built elsewhere; it has no route, so ``stack`` ends below it.
  ///
  /// - Parameters:
  ///   - screen: The root view of a built module.
  ///   - animated: Whether to animate, where the platform animates.
  public func push(_ screen: Screen, animated: Bool) {
    platform.push(screen, animated: animated)
  }

  /// Pops the top screen.
  ///
  /// - Parameter animated: Whether to animate, where the platform animates.
  public func pop(animated: Bool) {
    platform.pop(animated: animated)
  }

  /// Presents a screen built elsewhere; it has no route, so ``stack`` shows no presented route.
  ///
  /// - Parameters:
  ///   - screen: The root view of a built module.
  ///   - animated: Whether to animate, where the platform animates.
  public func present(_ screen: Screen, animated: Bool) {
    platform.present(screen, animated: animated)
  }

  /// Dismisses the presented screen.
  ///
  /// - Parameter animated: Whether to animate, where the platform animates.
  public func dismiss(animated: Bool) {
    platform.dismiss(animated: animated)
  }
}
