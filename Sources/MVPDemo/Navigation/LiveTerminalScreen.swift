import MVPCore

/// A terminal screen with one line that changes by itself (a countdown), which an interactive
/// session redraws in place while it waits for the user's next command.
@MainActor
public protocol LiveTerminalScreen: TerminalScreen {
  /// The index in ``TerminalScreen/render()``'s `lines` of the line that changes by itself, and
  /// its text now; `nil` while there is none.
  var liveLine: (index: Int, text: String)? { get }

  /// Called after ``liveLine`` changed; set by the session's runner while it waits for input,
  /// `nil` otherwise.
  var liveLineDidChange: (@MainActor () -> Void)? { get set }
}
