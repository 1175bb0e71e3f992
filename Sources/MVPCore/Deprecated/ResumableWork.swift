/// The former protocol of work a screen interrupts on detach and resumes on attach; no longer
/// public. A presenter resumes its own work in ``ScreenPresenter/screenDidAttach()`` and
/// interrupts it in ``ScreenPresenter/screenDidDetach()``; the built-in loaders resume by
/// themselves.
@available(
  *, unavailable,
  message:
    "write screenDidAttach() and screenDidDetach() in the ScreenPresenter instead (the built-in loaders resume by themselves)"
)
public protocol ResumableWork: AnyObject {}
