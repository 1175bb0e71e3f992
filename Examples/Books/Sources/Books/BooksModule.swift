import MVPCore

/// Builds the books module: presenter, service and router here, the view from the caller.
public enum BooksModule {
  /// Wires the module: the view keeps the presenter, the presenter holds the view weakly and
  /// the router strongly.
  ///
  /// - Parameters:
  ///   - service: Where the books come from.
  ///   - router: Opens a book.
  ///   - makeView: Creates the platform view around its presenter (a `UIViewController`, a
  ///     SwiftUI host, or a mock in tests).
  /// - Returns: The module; show `view`, keep nothing else.
  @MainActor
  public static func build(
    service: any BookService,
    router: any BooksRouting,
    makeView: (BooksPresenter) -> any BooksView
  ) -> Module<any BooksView, BooksPresenter> {
    Module.assemble(presenter: BooksPresenter(service: service, router: router), makeView: makeView)
  }
}
