/// A presenter built on a ``ScreenLifecycle``: it declares its screen once and gets the rest
/// from the kit, checked by the compiler.
///
/// ```swift
/// @MainActor
/// final class BooksPresenter: ScreenPresenter {
///   let screen = ScreenLifecycle<any BooksView>()
///   func viewDidLoad() { list.load() }
///   // attach, detach, viewWillAppear, viewDidDisappear, tasks and pendingWorkDescriptions
///   // come from ScreenPresenter.
/// }
/// ```
///
/// What it provides, each overridable by writing the member:
/// - ``ViewAttachable/attach(_:)`` and ``ViewAttachable/detach(_:)`` go to the screen (a detach
///   names its view, so a late detach from a replaced view does nothing);
/// - every lifecycle event goes to ``ScreenLifecycle/handle(_:)``: `viewWillAppear` and
///   `viewDidDisappear` tell it when the view is visible, so one-shot messages wait while it is
///   hidden, and every event reaches the presenters embedded in the screen. A presenter that
///   writes a lifecycle method to do more (a `viewDidLoad` that starts the first load) calls
///   `screen.handle(_:)` with its event first when the screen embeds presenters or the event is
///   `viewWillAppear` or `viewDidDisappear`;
/// - ``tasks`` is the screen's ``TaskScope``;
/// - ``PendingWorkReporting/pendingWorkDescriptions`` reports the screen's queued messages and running work.
///
@MainActor
public protocol ScreenPresenter: ViewAttachable, PendingWorkReporting where View == ScreenView {
  /// The view protocol of the screen, as ``screen`` declares it: the presenter's `View`. (A
  /// separate name lets the compiler infer both from ``screen`` alone.)
  associatedtype ScreenView

  /// The screen's lifecycle: its view binding, its work and its loaders.
  var screen: ScreenLifecycle<ScreenView> { get }
}

extension ScreenPresenter {
  /// Attaches `view` to the screen: see ``ScreenLifecycle/attach(_:)``.
  ///
  /// - Parameter view: The screen's view; held weakly.
  public func attach(_ view: View) {
    screen.noteOwner(self)
    screen.attach(view)
  }

  /// Detaches `view` from the screen if it is the attached view: see
  /// ``ScreenLifecycle/detach(_:)``.
  ///
  /// - Parameter view: The view that goes away.
  public func detach(_ view: View) {
    screen.detach(view)
  }

  /// Tells the screen's embedded presenters that the view loaded.
  public func viewDidLoad() {
    screen.handle(.viewDidLoad)
  }

  /// Tells the screen the view is about to appear: messages held while it was hidden are shown.
  public func viewWillAppear() {
    screen.handle(.viewWillAppear)
  }

  /// Tells the screen's embedded presenters that the view appeared.
  public func viewDidAppear() {
    screen.handle(.viewDidAppear)
  }

  /// Tells the screen's embedded presenters that the view is about to disappear.
  public func viewWillDisappear() {
    screen.handle(.viewWillDisappear)
  }

  /// Tells the screen the view disappeared: one-shot messages wait until it appears again.
  public func viewDidDisappear() {
    screen.handle(.viewDidDisappear)
  }

  /// The screen's work, reads and writes; tests await it (`tasks.waitUntilIdle()`).
  public var tasks: TaskScope {
    screen.tasks
  }

  /// The screen's queued messages and running work, one line each; what a test's end reports as
  /// left over.
  public var pendingWorkDescriptions: [String] {
    screen.pendingWorkDescriptions
  }
}
