/// An observable screen state (the SwiftUI-facing view of a presenter) that shows transient
/// messages from a ``TransientMessageQueue``: the queue's messages, the view's `showMessage`, and
/// the UI's dismissal, written once for every screen state.
///
/// A conforming class holds the queue and gets ``messages``, ``showMessage(_:)`` (which
/// satisfies `MessageViewInterface`) and ``dismissMessage(_:)``.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public protocol MessagingScreenState: AnyObject {
  /// The queue of transient messages the state shows from; observable.
  var messageQueue: TransientMessageQueue { get }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension MessagingScreenState {
  /// The transient messages not dismissed yet, oldest first: show the first, then call
  /// ``dismissMessage(_:)``.
  public var messages: [TransientMessage] { messageQueue.messages }

  /// Adds a transient message to ``messages``.
  ///
  /// - Parameter text: The user-facing text.
  public func showMessage(_ text: String) {
    messageQueue.show(text)
  }

  /// Removes `message` from ``messages`` once the UI has shown it; does nothing (and notifies no
  /// observer) when it is not there, dismissed already.
  ///
  /// - Parameter message: The message shown.
  public func dismissMessage(_ message: TransientMessage) {
    messageQueue.dismiss(message)
  }
}
