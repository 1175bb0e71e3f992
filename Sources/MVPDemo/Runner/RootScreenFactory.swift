import MVPCore

/// Builds the demo's two root screens, the goods list and the user list, as complete modules
/// whose routers navigate on the given stack.
///
/// Threading: main actor only.
@MainActor
public protocol RootScreenFactory: AnyObject {
  /// Builds the goods list module.
  ///
  /// - Parameter navigator: The stack its router pushes detail screens on (held weakly).
  /// - Returns: The module's view, a ``TerminalScreen`` (anything else is reported, not shown).
  func makeGoodsList(navigator: ScreenStack) -> any ViewInterface

  /// Builds the user list module.
  ///
  /// - Parameter navigator: The stack its router pushes profile screens on (held weakly).
  /// - Returns: The module's view, a ``TerminalScreen`` (anything else is reported, not shown).
  func makeUserList(navigator: ScreenStack) -> any ViewInterface
}
