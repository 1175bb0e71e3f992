import MVPCore
import MVPTestSupport

/// The destinations of the sample module.
enum SampleRoute: Equatable {
  case detail(id: Int)
  case settings
  case close
}

/// The sample module's router protocol, as a feature declares it.
@MainActor
protocol SampleRouting: RouterInterface where Route == SampleRoute {}

extension RecordingRouter: SampleRouting where Route == SampleRoute {}
