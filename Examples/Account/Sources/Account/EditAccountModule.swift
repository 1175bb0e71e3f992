import MVPCore

/// Builds the "Edit account" module: presenter, service and router here, the view from the
/// caller.
public enum EditAccountModule {
  /// Wires the module: the view keeps the presenter, the presenter holds the view weakly and the
  /// router strongly.
  ///
  /// - Parameters:
  ///   - service: Where the account comes from and is saved.
  ///   - router: Goes back once the account is saved.
  ///   - makeView: Creates the platform view around its presenter (a `UIViewController`, a
  ///     SwiftUI host, or a mock in tests).
  /// - Returns: The module; show `view`, keep nothing else.
  @MainActor
  public static func build(
    service: any AccountService,
    router: any EditAccountRouting,
    makeView: (EditAccountPresenter) -> any EditAccountView
  ) -> Module<any EditAccountView, EditAccountPresenter> {
    Module.assemble(
      presenter: EditAccountPresenter(service: service, router: router), makeView: makeView)
  }
}
