/// An operation in progress that can be cancelled, such as a completion-handler service call.
///
/// Completion-handler services return one from each call. Presenters hand it to
/// `TaskScope`'s `perform(_:role:owner:operation:then:)`, which cancels it when the
/// view detaches, the presenter deinitialises, or newer work starts under the same key.
///
/// Threading: ``cancel()`` may be called from any thread, more than once; calls after the first
/// have no effect.
public protocol Cancellable: Sendable {
  /// Requests cancellation. After it returns the operation must not call its completion handler
  /// with a success, though it may still call it with a cancellation error.
  func cancel()
}
