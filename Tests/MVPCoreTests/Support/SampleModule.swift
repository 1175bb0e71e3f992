import MVPCore

/// The sample module's builder, following the feature convention.
enum SampleModule {
  @MainActor
  static func build(
    navigator: any Navigator<any ViewInterface>,
    loadContent: @escaping @Sendable () async throws -> String
  ) -> Module<any SampleView, SamplePresenter> {
    let router = SampleRouter(navigator: navigator)
    let presenter = SamplePresenter(router: router, loadContent: loadContent)
    return .assemble(presenter: presenter) { SampleScreen(presenter: $0) }
  }
}
