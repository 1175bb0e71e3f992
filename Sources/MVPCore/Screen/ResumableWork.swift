/// Work that a ``ScreenLifecycle`` interrupts when its view detaches and resumes when a view
/// attaches again, such as the reads of ``PagedListLoader`` and ``ResourceLoader``.
///
/// Conform a custom loader to it and pass it to ``ScreenLifecycle/register(_:)`` to give it the
/// same contract as the built-in loaders.
@MainActor
public protocol ResumableWork: AnyObject {
  /// Called after the screen's view detached and its reads were cancelled: remember what was
  /// interrupted. Progress stays as it is, since the work resumes when a view attaches.
  func viewDidDetach()

  /// Called after a view attached and the kept state was replayed to it: restart what
  /// ``viewDidDetach()`` interrupted.
  func viewDidAttach()
}
