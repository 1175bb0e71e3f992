import Observation

/// The transient messages (toasts, snackbars) an observable screen state keeps until its UI has
/// shown them, oldest first.
///
/// A screen state keeps one and forwards to it: ``show(_:)`` for each
/// `MessageViewInterface.showMessage(_:)` its presenter sends, ``dismiss(_:)`` when the UI has
/// shown a message, and its own `messages` property reads ``messages``. Reading that property
/// through the screen state registers ``messages`` with `withObservationTracking` (and SwiftUI),
/// so the screen state's observers see each change.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@Observable
@MainActor
public final class TransientMessageQueue {
  /// The messages not dismissed yet, oldest first: show the first, then call ``dismiss(_:)``.
  public private(set) var messages: [TransientMessage] = []

  @ObservationIgnored private var nextID = 0

  /// Creates an empty queue.
  public init() {}

  /// Appends a message with `text` and an identity no earlier message of this queue had, so
  /// that two messages with the same text stay two messages.
  ///
  /// - Parameter text: The user-facing text.
  public func show(_ text: String) {
    messages.append(TransientMessage(id: nextID, text: text))
    nextID += 1
  }

  /// Removes `message` once the UI has shown it; does nothing (and notifies no observer) when it
  /// is not there, dismissed already.
  ///
  /// - Parameter message: A message from ``messages``.
  public func dismiss(_ message: TransientMessage) {
    guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
    messages.remove(at: index)
  }
}
