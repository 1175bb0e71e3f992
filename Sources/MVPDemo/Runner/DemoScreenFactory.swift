import MVPCore

/// Builds the demo's screens by route, as complete modules whose routers navigate by route on
/// the given navigator, and owns what the session's own commands act on (the clock, the cart, the
/// bundled server).
@MainActor
public protocol DemoScreenFactory: AnyObject {
  /// Builds the module of `route` and returns its screen; the navigator calls it inside the
  /// route's restoration scope, so the module's screens get their saved state.
  ///
  /// - Parameters:
  ///   - route: The screen to build.
  ///   - navigator: The navigator the module's router navigates with (held weakly).
  /// - Returns: The module's view, a ``TerminalScreen``.
  func makeScreen(for route: DemoRoute, navigator: DemoNavigator) -> any TerminalScreen

  /// Lets `duration` pass on the demo's clock, when it is a scripted run's manual clock.
  ///
  /// - Parameter duration: How much time passes.
  /// - Returns: `false` when the clock is real time and cannot be moved.
  func advanceClock(by duration: Duration) -> Bool

  /// The cart kept in the demo's store, as lines to print under the screen (`cart`).
  ///
  /// - Returns: The lines, or `nil` when the demo keeps no cart.
  func cartSummary() async -> [String]?

  /// Takes the demo's server down or brings it back up (`offline`, `online`): while down, its
  /// requests fail as when a server cannot be reached.
  ///
  /// - Parameter answering: Whether the server answers.
  /// - Returns: `false` when the server cannot be switched (a live server).
  func setServerAnswering(_ answering: Bool) -> Bool

  /// The demo's server that can hold its answers (`hold`, `release`), or `nil` when it has none
  /// (a live server).
  var heldAnswers: HeldAnswers? { get }
}

extension DemoScreenFactory {
  /// A real-time clock: it cannot be moved.
  ///
  /// - Parameter duration: Unused.
  /// - Returns: `false`.
  public func advanceClock(by duration: Duration) -> Bool { false }

  /// No cart.
  ///
  /// - Returns: `nil`.
  public func cartSummary() async -> [String]? { nil }

  /// A server that cannot be switched.
  ///
  /// - Parameter answering: Unused.
  /// - Returns: `false`.
  public func setServerAnswering(_ answering: Bool) -> Bool { false }

  /// A server that cannot hold its answers.
  public var heldAnswers: HeldAnswers? { nil }
}
