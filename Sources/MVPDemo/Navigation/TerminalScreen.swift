import MVPCore

/// A terminal view that the demo's ``ScreenStack`` can show: it renders itself as text, handles
/// the commands that belong to its screen, and forwards lifecycle events to its presenter.
///
/// Conforming views implement a feature's view protocol too; they stay passive: every command
/// becomes a call on their presenter.
@MainActor
public protocol TerminalScreen: ViewInterface {
  /// Renders the screen as it is now. Transient messages, and a list's rows, appear in one
  /// rendering only (a list prints the rows that changed, see the list views).
  ///
  /// - Returns: The title, body lines, command hints and messages.
  func render() -> ScreenContent

  /// Handles a command that belongs to this screen (paging, rows, cart, edit, retry...).
  ///
  /// - Parameter command: A parsed command; `goods`, `users`, `help` and `quit` never reach the
  ///   screen.
  /// - Returns: Whether the command was passed to the presenter, why not, or that the screen has
  ///   no such command (for `back`, the stack then pops the screen).
  func perform(_ command: DemoCommand) -> CommandOutcome

  /// Forwards a lifecycle event to the screen's presenter.
  ///
  /// - Parameter event: The event, sent by ``ScreenStack`` as screens are shown and hidden.
  func send(_ event: LifecycleEvent)

  /// The task scopes of the screen's presenters, which the runner awaits after each command.
  var taskScopes: [TaskScope] { get }

  /// What the screen's work in flight is doing, such as `Loading more…`, printed while the
  /// session waits for it; `nil` when the screen cannot say (the session then prints a generic
  /// line).
  var progress: String? { get }
}

extension TerminalScreen {
  /// No description of the work in flight: the session prints a generic line.
  public var progress: String? { nil }
}
