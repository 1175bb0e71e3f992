/// A presenter of a page made of independent parts, forwarding lifecycle events to child
/// presenters.
///
/// Each child (a banner, a list, a sign-in prompt...) has its own view protocol and view; the
/// page's view forwards its lifecycle events to this presenter, which forwards each event to every
/// child in order. Children are held strongly, as the page's view holds this presenter.
@MainActor
public final class CompositePresenter: PresenterInterface {
  /// The child presenters, in the order events reach them.
  public private(set) var children: [any PresenterInterface]

  /// Creates a composite.
  ///
  /// - Parameter children: The child presenters, in the order events reach them.
  public init(children: [any PresenterInterface] = []) {
    self.children = children
  }

  /// Appends a child; it receives the events sent from now on.
  ///
  /// - Parameter child: The child presenter, held strongly.
  public func add(_ child: any PresenterInterface) {
    children.append(child)
  }

  /// Removes a child.
  ///
  /// - Parameter child: The child presenter to remove (compared by identity).
  public func remove(_ child: any PresenterInterface) {
    children.removeAll { $0 === child }
  }

  /// Forwards `viewDidLoad` to every child.
  public func viewDidLoad() { forward(.viewDidLoad) }

  /// Forwards `viewWillAppear` to every child.
  public func viewWillAppear() { forward(.viewWillAppear) }

  /// Forwards `viewDidAppear` to every child.
  public func viewDidAppear() { forward(.viewDidAppear) }

  /// Forwards `viewWillDisappear` to every child.
  public func viewWillDisappear() { forward(.viewWillDisappear) }

  /// Forwards `viewDidDisappear` to every child.
  public func viewDidDisappear() { forward(.viewDidDisappear) }

  private func forward(_ event: LifecycleEvent) {
    for child in children { child.handle(event) }
  }
}
