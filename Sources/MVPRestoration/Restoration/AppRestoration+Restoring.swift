import Foundation
import MVPCore

extension AppRestoration {
  /// Rebuilds the saved stack at launch, each screen handed its saved state, or shows `fresh`
  /// when there is none or it is dropped (one log line saying why, see ``RestorationError``).
  ///
  /// The saved state is removed from the store before the stack is rebuilt: it is restored
  /// once. Screens whose own saved state does not fit start fresh (logged); the others are
  /// restored.
  ///
  /// - Parameter fresh: The stack to show when nothing is restored, for example `[.goods]`.
  /// - Returns: What happened.
  @discardableResult
  public func restore(or fresh: RouteStack<Route>) -> RestorationResult {
    let result = restoreSaved()
    switch result {
    case .restored:
      break
    case .dropped(let error):
      note("saved state dropped, starting fresh: \(error)")
      navigator.open(fresh, animated: false)
    case .nothingSaved:
      navigator.open(fresh, animated: false)
    }
    return result
  }

  private func restoreSaved() -> RestorationResult {
    let data: Data?
    do {
      data = try store.load()
    } catch {
      return .dropped(.storeUnavailable(describe(error)))
    }
    guard let data else { return .nothingSaved }
    do {
      try store.remove()
    } catch {
      note("the saved state could not be removed after reading: \(describe(error))")
    }
    let snapshot: AppSnapshot<Route>
    do {
      snapshot = try AppSnapshot<Route>.decode(
        data, appVersion: appVersion, now: currentDate, maximumAge: maximumAge)
    } catch {
      return .dropped(error)
    }
    guard !snapshot.routes.isEmpty else { return .nothingSaved }
    let problems = navigator.rebuild(
      routes: snapshot.routes.map { ($0.route, $0.screens) },
      presented: snapshot.presented.map { ($0.route, $0.screens) })
    for problem in problems { note(problem) }
    return .restored
  }
}
