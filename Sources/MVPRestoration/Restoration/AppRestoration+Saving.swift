import Foundation
import MVPCore

extension AppRestoration {
  /// Saves the shown stack and every shown screen's state to the store: the one call an app
  /// makes when it goes to the background (`sceneDidEnterBackground(_:)`, or a SwiftUI scene
  /// phase turning `.background`).
  ///
  /// What cannot be saved is left out with a log line: the screens above one that was not
  /// opened by route or whose route cannot be saved (see ``AppRestoration``), a screen part
  /// whose state does not encode. With no route to save, the saved state is removed. A store
  /// that fails is logged; nothing is thrown.
  public func save() {
    let shown = navigator.shownRoutes()
    if let screen = shown.notBuiltByRoute {
      note("\(screen) was not opened by route: the saved stack ends below it")
    }
    var routes: [SavedRoute<Route>] = []
    var complete = true
    for entry in shown.routes {
      guard let route = savable(entry.route) else {
        complete = false
        break
      }
      routes.append(saved(entry, as: route))
    }
    var presented: SavedRoute<Route>?
    if complete, let entry = shown.presented, let route = savable(entry.route) {
      presented = saved(entry, as: route)
    }
    do {
      if routes.isEmpty {
        try store.remove()
      } else {
        let snapshot = AppSnapshot(
          appVersion: appVersion, savedAt: currentDate, routes: routes, presented: presented)
        try store.save(snapshot.encoded())
      }
    } catch {
      note("the state could not be saved: \(describe(error))")
    }
  }

  /// `entry`'s screens' states under `route`, logging what its screens could not save.
  private func saved(_ entry: ShownRoute<Route>, as route: Route) -> SavedRoute<Route> {
    let screens = entry.scope.savedStates()
    for problem in entry.takeProblems() { note(problem) }
    return SavedRoute(route: route, screens: screens)
  }
}
