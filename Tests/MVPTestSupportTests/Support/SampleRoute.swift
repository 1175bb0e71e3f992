import MVPCore
import MVPTestSupport

/// The destinations the router tests record.
enum SampleRoute: Equatable {
  case detail(id: Int)
  case settings
  case close
}

/// A router protocol, as a feature declares it.
@MainActor
protocol SampleRouting: RouterInterface where Route == SampleRoute {}

extension RecordingRouter: SampleRouting where Route == SampleRoute {}
