/// The root protocol of every presenter: receives the view's lifecycle events.
///
/// A presenter owns every decision of its screen. It imports no UI framework, holds its view
/// weakly (through a ``ViewBinding``) and its router strongly. All lifecycle methods are optional:
/// the default implementations do nothing.
///
/// Threading: main actor only; views call these methods from their own main-actor callbacks.
@MainActor
public protocol PresenterInterface: AnyObject {
  /// Called once after the view was created and attached. Typical use: start the first load.
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
