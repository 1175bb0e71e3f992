/// A transient message (a toast or snackbar) that an observable screen state keeps until its UI
/// has shown it.
///
/// A screen state (for example the user feature's `UserListScreenState`) appends one for each
/// `MessageViewInterface.showMessage(_:)` its presenter sends and removes it when the UI
/// dismisses it. The ``id`` makes two messages with the same text two messages, so a SwiftUI view
/// can key its toast on the message (`.task(id: message)`) and show the same text twice in a row.
public struct TransientMessage: Identifiable, Hashable, Sendable {
  /// The message's identity: unique within the screen state that created it, increasing in the
  /// order the messages arrived.
  public let id: Int

  /// The user-facing text, one short sentence.
  public let text: String

  /// Creates a message.
  ///
  /// - Parameters:
  ///   - id: The identity, unique within its screen state.
  ///   - text: The user-facing text.
  public init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}
