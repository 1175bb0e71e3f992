import MVPTestSupport

/// The owner of work in the task-scope tests, standing in for a presenter: it records every result
/// delivered to it.
@MainActor
final class ResultReceiver {
  let recorder = CallRecorder<Outcome>()

  func receive(_ result: Result<String, any Error>) {
    recorder.record(Outcome(result))
  }
}
