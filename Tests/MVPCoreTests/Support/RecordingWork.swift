import MVPCore

/// A ``ResumableWork`` that says when it is told about a detach or attach, through the screen's
/// binding, so that its calls land in the view's recorder in order with the replay.
@MainActor
final class RecordingWork: ResumableWork {
  private(set) var events: [String] = []
  private let onAttach: () -> Void

  init(onAttach: @escaping () -> Void = {}) {
    self.onAttach = onAttach
  }

  func viewDidDetach() { events.append("detach") }

  func viewDidAttach() {
    events.append("attach")
    onAttach()
  }
}
