import MVPCore

/// Builds the demo's two root screens, the goods list and the user list, as complete modules
/// whose routers navigate on the given stack.
@MainActor
public protocol RootScreenFactory: AnyObject {
  /// Builds the goods list module.
  ///
  /// - Parameter navigator: The stack its router pushes detail screens on (held weakly).
  /// - Returns: The module's view, a ``TerminalScreen``.
  func makeGoodsList(navigator: ScreenStack) -> any TerminalScreen

  /// Builds the user list module.
  ///
  /// - Parameter navigator: The stack its router pushes profile screens on (held weakly).
  /// - Returns: The module's view, a ``TerminalScreen``.
  func makeUserList(navigator: ScreenStack) -> any TerminalScreen

  /// Builds the flash-sale page; `nil` when the demo has none.
  ///
  /// - Parameter navigator: The stack detail screens are pushed on.
  /// - Returns: The page's terminal view, or `nil`.
  func makeFlashSalePage(navigator: ScreenStack) -> (any TerminalScreen)?

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
}

extension RootScreenFactory {
  /// No flash-sale page.
  ///
  /// - Parameter navigator: Unused.
  /// - Returns: `nil`.
  public func makeFlashSalePage(navigator: ScreenStack) -> (any TerminalScreen)? { nil }

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
}
