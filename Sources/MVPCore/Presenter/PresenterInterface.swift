/// The root protocol of every presenter: a view of type ``View`` attaches to it, detaches from it
/// and sends it its lifecycle events.
///
/// A presenter owns every decision of its screen. It imports no UI framework, holds its view
/// weakly and its router strongly. ``View`` is normally the feature's view protocol as an
/// existential, for example `any UserListView`.
///
/// These are the view-facing entry points. A presenter built on a ``ScreenLifecycle`` adopts
/// ``ScreenPresenter``, which implements every one of them (the screen's bookkeeping first, then
/// a hook such as ``ScreenPresenter/screenWillAppear()``): such a presenter writes hooks, never
/// these methods. A presenter that manages its view by hand implements ``attach(_:)`` and
/// ``detach(_:)`` itself; its lifecycle methods are optional (the defaults do nothing).
///
/// Threading: main actor only; views call these methods from their own main-actor callbacks.
@MainActor
public protocol PresenterInterface: AnyObject {
  /// The view protocol this presenter drives, usually an existential such as `any MyView`.
  associatedtype View

  /// Attaches `view`, holding it weakly, and replays updates that were kept for a view (see
  /// ``DeliveryPolicy``). Attaching while another view is attached replaces that view.
  ///
  /// - Parameter view: A class instance conforming to the feature's view protocol.
  func attach(_ view: View)

  /// Detaches `view` if it is the attached view, and cancels the reads that only it was waiting
  /// for; writes finish and their outcome reaches the next view.
  ///
  /// Naming the view makes a late detach harmless: a view that was already replaced (SwiftUI may
  /// report the new view's appearance before the old one's disappearance) cannot detach its
  /// successor. ``ScreenLifecycle/detach(_:)`` implements this contract.
  ///
  /// - Parameter view: The view that goes away.
  func detach(_ view: View)

  /// Called once after the view was created and attached.
  func viewDidLoad()

  /// Called each time the view is about to become visible.
  func viewWillAppear()

  /// Called each time the view became visible.
  func viewDidAppear()

  /// Called each time the view is about to stop being visible.
  func viewWillDisappear()

  /// Called each time the view stopped being visible.
  func viewDidDisappear()
}

extension PresenterInterface {
  /// Does nothing by default.
  public func viewDidLoad() {}

  /// Does nothing by default.
  public func viewWillAppear() {}

  /// Does nothing by default.
  public func viewDidAppear() {}

  /// Does nothing by default.
  public func viewWillDisappear() {}

  /// Does nothing by default.
  public func viewDidDisappear() {}

  /// Calls the lifecycle method that matches `event`.
  ///
  /// - Parameter event: The event the view received.
  public func handle(_ event: LifecycleEvent) {
    switch event {
    case .viewDidLoad: viewDidLoad()
    case .viewWillAppear: viewWillAppear()
    case .viewDidAppear: viewDidAppear()
    case .viewWillDisappear: viewWillDisappear()
    case .viewDidDisappear: viewDidDisappear()
    }
  }
}
