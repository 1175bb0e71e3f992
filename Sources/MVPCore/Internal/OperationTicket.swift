/// Whether a completion-handler operation's answer is still awaited, shared by its scope and its
/// completion; it also keeps the operation's handle alive until the answer, so a write outlives
/// its scope even when its service cancels work whose handle is released.
@MainActor
final class OperationTicket {
  /// `false` once the operation was answered or cancelled.
  private(set) var isCurrent = true
  /// The operation's handle, kept until it ends.
  var handle: (any Cancellable)?

  /// Marks the operation answered or cancelled and lets its handle go.
  func end() {
    isCurrent = false
    handle = nil
  }
}
