import MVPCore

/// A ``ScreenWork`` that says when it is told about a detach, an attach, a first load or a
/// retry, through the screen's binding, so that its calls land in the view's recorder in order
/// with the replay.
@MainActor
final class RecordingWork: ScreenWork {
  private(set) var events: [String] = []
  private let name: String
  private let log: (String) -> Void
  private let onAttach: () -> Void

  init(
    name: String = "", log: @escaping (String) -> Void = { _ in },
    onAttach: @escaping () -> Void = {}
  ) {
    self.name = name
    self.log = log
    self.onAttach = onAttach
  }

  func viewDidDetach() { events.append("detach") }

  func viewDidAttach() {
    events.append("attach")
    onAttach()
  }

  func load() {
    events.append("load")
    log("\(name) load")
  }

  func retry() {
    events.append("retry")
    log("\(name) retry")
  }
}
