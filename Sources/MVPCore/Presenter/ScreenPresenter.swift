/// A presenter built on a ``ScreenLifecycle``: it declares its screen once; the kit implements
/// every entry point a view calls and then calls the presenter's hooks.
///
/// ```swift
/// @MainActor
/// final class ClockPresenter: ScreenPresenter {
///   let screen = ScreenLifecycle<any ClockView>()
///
///   // A hook: the screen already counts the view as visible again.
///   func screenWillAppear() {
///     screen.binding.update(.state("time")) { $0.showTime("12:00") }
///   }
/// }
/// ```
///
/// **Entry points** (what views call; the kit implements them, a presenter does not write them):
/// ``PresenterInterface/attach(_:)``, ``PresenterInterface/detach(_:)``, `viewDidLoad()`,
/// `viewWillAppear()`, `viewDidAppear()`, `viewWillDisappear()`, `viewDidDisappear()` and
/// ``PresenterInterface/handle(_:)``. Each does the screen's bookkeeping first
/// (``ScreenLifecycle/attach(_:)``, ``ScreenLifecycle/detach(_:)``, ``ScreenLifecycle/handle(_:)``:
/// the view's visibility, so that one-shot messages wait while it is hidden; the presenters
/// embedded in the screen; the first load of every loader built on it, at `viewDidLoad`), then
/// calls the matching hook.
///
/// **Hooks** (what a presenter writes; each does nothing by default): ``screenDidLoad()``,
/// ``screenWillAppear()``, ``screenDidAppear()``, ``screenWillDisappear()``,
/// ``screenDidDisappear()``, ``screenDidAttach()`` and ``screenDidDetach()``. They are named after
/// the screen, not the view, because they run once the screen is in its new state: in
/// `screenDidDisappear()` the screen already counts as hidden, in `screenDidAttach()` the kept
/// state was already replayed. A presenter that writes `viewWillAppear()` instead replaces the
/// kit's entry point and loses the screen's bookkeeping: the compiler cannot refuse it, so
/// `MVPTestSupport`'s `PresenterChecker` reports it ("…'s viewWillAppear() did not reach its
/// screen: write screenWillAppear() instead").
///
/// **Also provided:** ``retry()`` (retries the screen's loaders, see ``ScreenLifecycle/retry()``),
/// ``tasks`` (the screen's ``TaskScope``) and ``pendingWorkDescriptions``. ``View`` is inferred
/// from ``screen``.
@MainActor
public protocol ScreenPresenter: PresenterInterface {
  /// The view protocol of the screen: ``PresenterInterface/View``, restated so that the compiler
  /// infers it from ``screen`` (`let screen = ScreenLifecycle<any BooksView>()`).
  associatedtype View

  /// The screen's lifecycle: its view binding, its work and its loaders.
  var screen: ScreenLifecycle<View> { get }

  /// Called after the screen handled `viewDidLoad`: its loaders started their first load and its
  /// embedded presenters were told. Does nothing by default.
  func screenDidLoad()

  /// Called after the screen handled `viewWillAppear`: it counts as visible again and the
  /// messages held while it was hidden were shown. Does nothing by default.
  func screenWillAppear()

  /// Called after the screen handled `viewDidAppear`. Does nothing by default.
  func screenDidAppear()

  /// Called after the screen handled `viewWillDisappear`. Does nothing by default.
  func screenWillDisappear()

  /// Called after the screen handled `viewDidDisappear`: it counts as hidden, so one-shot
  /// messages wait until it appears again. Does nothing by default.
  func screenDidDisappear()

  /// Called after a view attached: kept state and queued messages were replayed to it, the reads
  /// a detach interrupted resumed and the embedded presenters were attached. Does nothing by
  /// default.
  func screenDidAttach()

  /// Called after the attached view detached: its reads were cancelled (they resume on the next
  /// attach) and the embedded presenters were detached. Not called for a late detach of a view
  /// that was already replaced. Does nothing by default.
  func screenDidDetach()

  /// The error state's retry: by default ``ScreenLifecycle/retry()``, which loads again what the
  /// screen's loaders failed to load. A requirement, so that a presenter's own version runs from
  /// any caller, generic ones included.
  func retry()

  /// The screen's queued messages and running work, one line each; what a test's end reports as
  /// left over. By default ``ScreenLifecycle/pendingWorkDescriptions``.
  var pendingWorkDescriptions: [String] { get }
}

extension ScreenPresenter {
  /// Attaches `view` to the screen (``ScreenLifecycle/attach(_:)``), then calls
  /// ``screenDidAttach()``.
  ///
  /// - Parameter view: The screen's view; held weakly.
  public func attach(_ view: View) {
    screen.noteOwner(self)
    screen.attach(view)
    guard screen.isAttached else { return }
    screenDidAttach()
  }

  /// Detaches `view` from the screen if it is the attached view (``ScreenLifecycle/detach(_:)``),
  /// then calls ``screenDidDetach()``; a late detach of another view does nothing.
  ///
  /// - Parameter view: The view that goes away.
  public func detach(_ view: View) {
    guard screen.detach(view) else { return }
    screenDidDetach()
  }

  /// Sends `viewDidLoad` to the screen (first loads, embedded presenters), then calls
  /// ``screenDidLoad()``.
  public func viewDidLoad() {
    screen.handle(.viewDidLoad)
    screenDidLoad()
  }

  /// Sends `viewWillAppear` to the screen (held messages are shown), then calls
  /// ``screenWillAppear()``.
  public func viewWillAppear() {
    screen.handle(.viewWillAppear)
    screenWillAppear()
  }

  /// Sends `viewDidAppear` to the screen (embedded presenters), then calls ``screenDidAppear()``.
  public func viewDidAppear() {
    screen.handle(.viewDidAppear)
    screenDidAppear()
  }

  /// Sends `viewWillDisappear` to the screen (embedded presenters), then calls
  /// ``screenWillDisappear()``.
  public func viewWillDisappear() {
    screen.handle(.viewWillDisappear)
    screenWillDisappear()
  }

  /// Sends `viewDidDisappear` to the screen (one-shot messages wait until it appears again),
  /// then calls ``screenDidDisappear()``.
  public func viewDidDisappear() {
    screen.handle(.viewDidDisappear)
    screenDidDisappear()
  }

  /// Does nothing by default.
  public func screenDidLoad() {}

  /// Does nothing by default.
  public func screenWillAppear() {}

  /// Does nothing by default.
  public func screenDidAppear() {}

  /// Does nothing by default.
  public func screenWillDisappear() {}

  /// Does nothing by default.
  public func screenDidDisappear() {}

  /// Does nothing by default.
  public func screenDidAttach() {}

  /// Does nothing by default.
  public func screenDidDetach() {}

  /// Loads again what the screen's loaders failed to load: ``ScreenLifecycle/retry()``.
  public func retry() {
    screen.retry()
  }

  /// The screen's work, reads and writes; tests await it (`tasks.waitUntilIdle()`).
  public var tasks: TaskScope {
    screen.tasks
  }

  /// The screen's queued messages and running work: ``ScreenLifecycle/pendingWorkDescriptions``.
  public var pendingWorkDescriptions: [String] {
    screen.pendingWorkDescriptions
  }
}
