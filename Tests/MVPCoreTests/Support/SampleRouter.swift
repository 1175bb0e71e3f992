import MVPCore

/// The sample module's concrete router, following the feature convention: it holds its navigator
/// weakly, typed by what it shows, and builds destination views itself.
@MainActor
final class SampleRouter: SampleRouting {
  weak var navigator: (any Navigator<any ViewInterface>)?

  init(navigator: (any Navigator<any ViewInterface>)?) {
    self.navigator = navigator
  }

  func navigate(to route: SampleRoute) {
    switch route {
    case .detail:
      navigator?.push(MockSampleView(), animated: true)
    case .settings:
      navigator?.present(MockSampleView(), animated: true)
    case .close:
      navigator?.pop(animated: true)
    }
  }
}
