/// What a piece of presenter-owned work is to its screen, which decides whether it outlives the
/// view that started it.
///
/// - ``read`` work (loading a page, a profile, a product) exists only to show something; when the
///   view detaches nobody waits for it, so ``TaskScope/cancelReads()`` cancels it and the screen
///   resumes it when a view attaches again.
/// - ``write`` work (deleting, saving, adding to a cart) changes the server on the user's behalf;
///   it belongs to the user, not to the view: neither a detach nor the presenter's release cancels
///   it. Its outcome reaches whichever view is attached when it finishes, or, once the presenter is
///   gone, ``WriteOutcomes``.
public enum WorkRole: String, Hashable, Sendable {
  /// Work that only fetches something to show; cancelled when its view detaches.
  case read
  /// Work that changes something on the user's behalf; finishes even when its view detaches or its
  /// presenter is released.
  case write
}
