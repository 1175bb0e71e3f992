import MVPTestSupport
import Observation

/// Records `name` into `changes` when a property that `read` reads changes next, as the body of
/// a SwiftUI view that reads those properties is invalidated: once, before the first change.
///
/// - Parameters:
///   - name: What to record.
///   - changes: Where to record it.
///   - read: Reads the observed properties.
@MainActor
func recordNextChange(
  _ name: String, into changes: CallRecorder<String>, reading read: () -> Void
) {
  withObservationTracking(read) {
    MainActor.assumeIsolated { changes.record(name) }
  }
}
