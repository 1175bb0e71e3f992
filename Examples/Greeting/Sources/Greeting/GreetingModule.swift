import MVPCore

/// Builds the greeting module: presenter and service here, the view from the caller.
public enum GreetingModule {
  /// Wires the module: the view keeps the presenter, the presenter holds the view weakly.
  ///
  /// - Parameters:
  ///   - service: Where the name comes from.
  ///   - makeView: Creates the platform view around its presenter (a `UIViewController`, a
  ///     SwiftUI host, a terminal view, or a mock in tests).
  /// - Returns: The module; show `view`, keep nothing else.
  @MainActor
  public static func build(
    service: any NameService,
    makeView: (GreetingPresenter) -> any GreetingView
  ) -> Module<any GreetingView, GreetingPresenter> {
    Module.assemble(presenter: GreetingPresenter(service: service), makeView: makeView)
  }
}
