/// Work that a ``ScreenLifecycle`` drives, such as ``PagedListLoader`` and ``ResourceLoader``:
/// interrupted when its view detaches and resumed when a view attaches again, first loaded at
/// `viewDidLoad` and retried by the screen's ``ScreenLifecycle/retry()``.
///
/// Package-only: MVPKit's loaders and features register with ``ScreenLifecycle/register(_:)``.
/// A presenter outside the package does the same from its hooks
/// (``ScreenPresenter/screenDidAttach()``, ``ScreenPresenter/screenDidDetach()``,
/// ``ScreenPresenter/screenDidLoad()``, ``ScreenPresenter/retry()``).
@MainActor
package protocol ScreenWork: AnyObject {
  /// Called after the screen's view detached and its reads were cancelled: remember what was
  /// interrupted. Progress stays as it is, since the work resumes when a view attaches.
  func viewDidDetach()

  /// Called after a view attached and the kept state was replayed to it: restart what
  /// ``viewDidDetach()`` interrupted.
  func viewDidAttach()

  /// Called when the screen handles `viewDidLoad`, in registration order: start the first load.
  /// Does nothing by default.
  func load()

  /// Called by ``ScreenLifecycle/retry()``, in registration order: load again what failed, and
  /// do nothing otherwise. Does nothing by default.
  func retry()

  /// Called after the screen handled `viewWillAppear` or `viewDidDisappear` (the view was shown
  /// or hidden). Does nothing by default.
  func visibilityDidChange()
}

extension ScreenWork {
  /// Does nothing by default.
  package func load() {}

  /// Does nothing by default.
  package func retry() {}

  /// Does nothing by default.
  package func visibilityDidChange() {}
}
