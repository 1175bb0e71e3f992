import MVPCore

/// A feature's router that maps the feature's routes to ``NavigationStep``s of the app's
/// ``RouteNavigator``: how a feature navigates by the app's routes without knowing them, without
/// casts and without a change to its presenter.
///
/// The app declares one subclass per feature router protocol it navigates by route, one line
/// that adopts the feature's protocol, and makes it with the mapping in its route builder:
///
/// ```swift
/// final class NotesListRouter: MappedRouter<NotesListRoute>, NotesListRouting {}
/// ```
///
/// ```swift
/// NotesListRouter(navigator) { route in
///   switch route {
///   case .open(let noteID): .push(.note(id: noteID))
///   }
/// }
/// ```
///
/// (A subclass, not an extension of `MappedRouter`: an app whose features live in another
/// package would otherwise declare a conformance of a type it does not own to a protocol it does
/// not own, which Swift warns about.)
///
/// Ownership: the presenter holds it strongly; it holds the navigator weakly (navigating after
/// the navigator is gone does nothing) and the mapping closure, which must not capture a screen
/// or a presenter strongly.
@MainActor
open class MappedRouter<Route>: RouterInterface {
  private let perform: @MainActor (Route) -> Void

  /// Creates a router whose routes become steps of `navigator`.
  ///
  /// - Parameters:
  ///   - navigator: The app's route navigator, held weakly.
  ///   - step: Maps one of the feature's routes to a step of the app's routes; held strongly.
  public init<AppRoute, Screen>(
    _ navigator: RouteNavigator<AppRoute, Screen>,
    _ step: @escaping @MainActor (Route) -> NavigationStep<AppRoute>
  ) {
    perform = { [weak navigator] route in navigator?.navigate(to: step(route)) }
  }

  /// Navigates: maps `route` to its step and has the navigator take it; nothing when the
  /// navigator is gone.
  ///
  /// - Parameter route: The destination the presenter chose.
  public final func navigate(to route: Route) {
    perform(route)
  }
}
