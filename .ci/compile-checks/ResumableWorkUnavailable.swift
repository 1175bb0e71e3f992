// expect: error: 'ResumableWork' is unavailable: write screenDidAttach() and screenDidDetach()
// Work that resumed on attach through ResumableWork now resumes in the presenter's hooks.
import MVPCore

@MainActor final class Poller: ResumableWork {
  func viewDidDetach() {}
  func viewDidAttach() {}
}
