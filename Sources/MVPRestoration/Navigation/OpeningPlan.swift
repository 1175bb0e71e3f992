/// What ``RouteNavigator/open(_:discardingEdits:animated:)`` changes to show a stack: which pushed screens stay,
/// whether the pushed screens change and what happens to the presented screen.
struct OpeningPlan {
  /// How many pushed screens, from the bottom, stay as they are: those whose routes equal the
  /// target's, position by position (all of them when the target pushes no route).
  let kept: Int
  /// Whether the pushed screens are replaced (the platform's ``StackNavigator/setStack(_:animated:)``).
  let replacesStack: Bool
  /// Whether the presented screen is dismissed.
  let dismisses: Bool
  /// Whether the target's presented route is built and presented.
  let presents: Bool

  /// Plans showing `target` over what is shown.
  ///
  /// - Parameters:
  ///   - shown: What the platform shows now.
  ///   - target: The stack to show.
  ///   - keepingShared: Whether the screens shared at the bottom stay (a link); `false` rebuilds
  ///     every screen (a restored stack, whose screens get their saved state).
  @MainActor
  init<Route: Equatable>(shown: ShownRoutes<Route>, target: RouteStack<Route>, keepingShared: Bool)
  {
    if target.routes.isEmpty {
      kept = shown.stackedCount
      replacesStack = false
    } else {
      kept =
        keepingShared
        ? zip(shown.routes, target.routes).prefix { $0.route == $1 }.count : 0
      replacesStack = !(kept == target.routes.count && kept == shown.stackedCount)
    }
    let keepsPresented =
      keepingShared && !replacesStack && target.presented != nil
      && shown.presented?.route == target.presented
    dismisses = shown.hasPresented && !keepsPresented
    presents = target.presented != nil && !keepsPresented
  }

  /// The screens built by route that this plan removes: the pushed ones above the kept bottom,
  /// then the presented one (screens not built by route go too but have no route).
  ///
  /// - Parameter shown: What the plan was made from.
  /// - Returns: Their routes and the scopes their modules were built in.
  @MainActor
  func removed<Route>(from shown: ShownRoutes<Route>) -> [ShownRoute<Route>] {
    var removed = replacesStack ? Array(shown.routes.dropFirst(kept)) : []
    if dismisses, let presented = shown.presented { removed.append(presented) }
    return removed
  }
}
