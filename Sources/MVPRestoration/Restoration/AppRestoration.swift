import Foundation
import MVPCore

/// The app's saved state: saves the shown stack with every screen's state when the app goes to
/// the background (``save()``), and rebuilds it at launch (``restore(or:)``), each screen handed
/// its state; a saved state that cannot be restored is dropped with one log line and the app
/// starts fresh, never a crash.
///
/// ```swift
/// let restoration = AppRestoration(
///   navigator: navigator, store: FileRestorationStore.applicationSupport(), appVersion: "42")
/// restoration.restore(or: [.goods])  // at launch
/// restoration.save()                 // when the scene enters the background
/// ```
///
/// **What is saved.** The routes ``RouteNavigator/stack`` reports (so nothing above a screen
/// that was not opened by route) with the state of each screen their modules made; JSON with
/// MVPRestoration's format version, `appVersion` and the time. A route is saved as `savedRoute`
/// maps it: a route that returns `nil`, or whose value does not encode (it carries a
/// `RoutePayload`, a callback), is not saved, and the saved stack ends below it (logged).
///
/// **What is dropped at launch** (``RestorationError``, logged, the app starts fresh): a store
/// that cannot be read, bytes that are not a saved state (corrupt, truncated, empty), another
/// format version, another `appVersion`, a state older than `maximumAge`, routes or screen
/// states that no longer decode. A screen whose saved state does not fit (a screen of another
/// kind, a part that does not decode) starts fresh on its own, logged; the others are restored.
///
/// **A state is restored once.** ``restore(or:)`` removes it from the store before rebuilding,
/// so a launch that crashes while restoring starts fresh the next time; the app saves again
/// when it goes to the background.
///
/// **Age.** By default a state older than a day is dropped: the user comes back to where they
/// were within the day (the app was killed in the background), but after that the app starts
/// at its root rather than deep in a task the user has likely finished. Data is fetched again
/// whatever the age; a state saved "in the future" (the clock was set back) is restored.
///
/// Threading: main actor.
@MainActor
public final class AppRestoration<Route: Codable & Equatable, Screen> {
  /// The default ``maximumAge``: one day, in seconds.
  public static var oneDay: TimeInterval { 24 * 60 * 60 }

  /// The navigator whose stack is saved and rebuilt; held strongly.
  public let navigator: RouteNavigator<Route, Screen>
  /// Where the state goes; held strongly.
  public let store: any RestorationStore
  /// The app's version, saved with the state; a state saved by another version is dropped.
  public let appVersion: String
  /// The oldest state restored, in seconds; `nil` restores a state of any age.
  public let maximumAge: TimeInterval?

  private let savedRoute: @MainActor (Route) -> Route?
  private let now: @MainActor () -> Date
  private let log: @MainActor (String) -> Void

  /// Creates the app's restoration; nothing is read or written yet.
  ///
  /// - Parameters:
  ///   - navigator: The app's route navigator.
  ///   - store: Where the state goes: a ``FileRestorationStore`` in an app, an
  ///     ``InMemoryRestorationStore`` in tests.
  ///   - appVersion: The app's version (a build number): a state saved by another version is
  ///     dropped, since its routes and screen states may mean something else.
  ///   - maximumAge: The oldest state restored, in seconds; one day (``oneDay``) by default,
  ///     `nil` for any age.
  ///   - savedRoute: How a route is saved: the route itself by default; a route that carries a
  ///     payload can map to one without it, or to `nil` to end the saved stack below it.
  ///   - now: The time now; `Date()` by default (tests inject theirs).
  ///   - log: Told each line about what was dropped or could not be saved; standard error by
  ///     default.
  public init(
    navigator: RouteNavigator<Route, Screen>,
    store: any RestorationStore,
    appVersion: String,
    maximumAge: TimeInterval? = oneDay,
    savedRoute: @escaping @MainActor (Route) -> Route? = { $0 },
    now: @escaping @MainActor () -> Date = { Date() },
    log: @escaping @MainActor (String) -> Void = RestorationLog.standardError
  ) {
    self.navigator = navigator
    self.store = store
    self.appVersion = appVersion
    self.maximumAge = maximumAge
    self.savedRoute = savedRoute
    self.now = now
    self.log = log
  }

  /// Writes a line to the log, prefixed with `MVPRestoration: `.
  func note(_ line: String) {
    log("MVPRestoration: \(line)")
  }

  /// The route to save for `route`, or `nil` (noted) when it is not saved.
  func savable(_ route: Route) -> Route? {
    guard let saved = savedRoute(route) else {
      note("\(route) is not saved (savedRoute): the saved stack ends below it")
      return nil
    }
    do {
      _ = try JSONEncoder().encode(saved)
      return saved
    } catch {
      note("\(route) cannot be saved (\(describe(error))): the saved stack ends below it")
      return nil
    }
  }

  /// The time now.
  var currentDate: Date {
    now()
  }
}
