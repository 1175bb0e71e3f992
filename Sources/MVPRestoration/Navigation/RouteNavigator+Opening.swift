import MVPCore

extension RouteNavigator {
  /// Shows `stack`, as a deep link or a "go to" asks: **the screens it shares at the bottom
  /// stay, the rest is replaced.**
  ///
  /// The pushed screens whose routes equal the link's, position by position from the bottom,
  /// stay as they are (their presenters keep their state: a list keeps its rows); the screens
  /// above them are replaced by the link's other routes, each built fresh, in one
  /// ``StackNavigator/setStack(_:animated:)``; a presented screen is dismissed unless the pushed
  /// screens stay and the link presents the same route. A stack that pushes no route keeps the
  /// pushed screens and changes only the presented one. Nothing changes when the link shows
  /// what is shown.
  ///
  /// A screen replaced this way goes as when the user leaves it: its writes (a save in flight)
  /// run to their end and report to `WriteOutcomes`, never cancelled; its reads stop. **A link
  /// never throws away the user's edits silently:** when a screen it would replace holds
  /// unsaved edits (a `ScreenLifecycle.Form` whose draft differs from what was loaded or saved,
  /// or whose save runs), nothing changes and `open` returns `false`; the app asks the user
  /// (``routesWithUnsavedEdits(byOpening:)`` names those screens) and opens the link again with
  /// `discardingEdits: true` once they agree.
  ///
  /// - Parameters:
  ///   - stack: The stack to show.
  ///   - discardingEdits: Whether to replace screens that hold unsaved edits; `false` by default.
  ///   - animated: Whether to animate, where the platform animates; `true` by default.
  /// - Returns: `false` when nothing changed because a screen the link would replace holds
  ///   unsaved edits; `true` otherwise (also when the link shows what is shown).
  @discardableResult
  public func open(
    _ stack: RouteStack<Route>, discardingEdits: Bool = false, animated: Bool = true
  ) -> Bool {
    guard discardingEdits || routesWithUnsavedEdits(byOpening: stack).isEmpty else {
      return false
    }
    show(
      routes: stack.routes.map { ($0, []) }, presented: stack.presented.map { ($0, []) },
      keepingShared: true, animated: animated)
    return true
  }

  /// The routes of the screens ``open(_:discardingEdits:animated:)`` would replace to show
  /// `stack` that hold unsaved edits (a form's unsaved draft, or its save running), without
  /// changing anything: what an app names when it asks the user before opening a link.
  ///
  /// - Parameter stack: The stack a link would show.
  /// - Returns: The routes, bottom first; empty when opening loses no edit.
  public func routesWithUnsavedEdits(byOpening stack: RouteStack<Route>) -> [Route] {
    shownRoutesRemoved(byOpening: stack).filter { $0.scope.hasUnsavedEdits }.map(\.route)
  }

  /// The routes of the screens ``open(_:discardingEdits:animated:)`` would remove to show `stack`, without
  /// changing anything: the pushed ones above the shared bottom, then the presented one.
  ///
  /// - Parameter stack: The stack a link would show.
  /// - Returns: The routes, bottom first; empty when opening removes nothing built by route.
  public func routesRemoved(byOpening stack: RouteStack<Route>) -> [Route] {
    shownRoutesRemoved(byOpening: stack).map(\.route)
  }

  /// The screens built by route that ``open(_:discardingEdits:animated:)`` would remove to show
  /// `stack`, bottom first, the presented one last.
  private func shownRoutesRemoved(byOpening stack: RouteStack<Route>) -> [ShownRoute<Route>] {
    let shown = shownRoutes()
    return OpeningPlan(shown: shown, target: stack, keepingShared: true).removed(from: shown)
  }

  /// Rebuilds a saved stack: every route's module is built again, handed its screens' saved
  /// states, and replaces everything shown.
  ///
  /// - Parameters:
  ///   - routes: The pushed routes, bottom first, with their screens' states.
  ///   - presented: The presented route and its screens' states, if any.
  /// - Returns: What could not be handed back, one line each (a screen of another kind, a part
  ///   whose state did not decode).
  func rebuild(
    routes: [(Route, [SavedScreenState])], presented: (Route, [SavedScreenState])?
  ) -> [String] {
    show(routes: routes, presented: presented, keepingShared: false, animated: false)
  }

  @discardableResult
  private func show(
    routes: [(Route, [SavedScreenState])], presented: (Route, [SavedScreenState])?,
    keepingShared: Bool, animated: Bool
  ) -> [String] {
    let shown = shownRoutes()
    let target = RouteStack(routes.map(\.0), presented: presented?.0)
    let plan = OpeningPlan(shown: shown, target: target, keepingShared: keepingShared)
    var made: [ShownRoute<Route>] = []
    var screens = Array(platform.stackedScreens.prefix(plan.kept))
    if plan.replacesStack {
      for (route, states) in routes.dropFirst(plan.kept) {
        let new = build(route, restoring: states)
        screens.append(new.screen)
        made.append(new.shown)
      }
    }
    let modal = plan.presents ? presented.map { build($0.0, restoring: $0.1) } : nil
    if let modal { made.append(modal.shown) }
    if plan.dismisses { dismiss(animated: animated) }
    if plan.replacesStack { platform.setStack(screens, animated: animated) }
    if let modal { present(modal.screen, animated: animated) }
    return made.flatMap { $0.takeProblems() }
  }
}
