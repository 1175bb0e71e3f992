/// A built MVP module: its view and its presenter, wired by a builder.
///
/// Builders create the presenter, router and services, let the caller create the view around the
/// presenter (view → presenter is strong), attach the view to the presenter (presenter → view is
/// weak), and return this value. Callers show ``view`` (for example with
/// ``Navigator/push(_:animated:)``) and let the value go; tests keep it to reach ``presenter``.
///
/// Holding a `Module` keeps both the view and the presenter alive.
public struct Module<View, Presenter> {
  /// The module's root view, usually the feature's view protocol as an existential.
  public let view: View

  /// The module's presenter.
  public let presenter: Presenter

  /// Creates a module from already-wired parts. Builders normally use
  /// ``assemble(presenter:makeView:)`` instead; a builder whose view is a concrete type (an
  /// observable screen state) wires it itself and uses this.
  ///
  /// Inside a presenter test of `MVPTestSupport` the test checks at its end that the view and the
  /// presenter were deallocated.
  ///
  /// - Parameters:
  ///   - view: The root view.
  ///   - presenter: The presenter driving `view`.
  public init(view: View, presenter: Presenter) {
    self.view = view
    self.presenter = presenter
    if let observer = WorkObservation.observer {
      observer.moduleAssembled(view: view as AnyObject, presenter: presenter as AnyObject)
    }
  }
}

extension Module where Presenter: PresenterInterface, Presenter.View == View {
  /// Wires a module by the ownership rules: the view is created around its presenter and keeps
  /// it strongly; the presenter gets the view attached and holds it weakly.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, already holding its router and services.
  ///   - makeView: Creates the view and stores `presenter` in it strongly.
  /// - Returns: The module with the view attached to the presenter. Lifecycle events are not sent;
  ///   the view sends `viewDidLoad` when it is shown.
  @MainActor
  public static func assemble(presenter: Presenter, makeView: (Presenter) -> View) -> Module {
    let view = makeView(presenter)
    presenter.attach(view)
    return Module(view: view, presenter: presenter)
  }
}
