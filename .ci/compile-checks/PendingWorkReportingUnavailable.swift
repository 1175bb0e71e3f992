// expect: error: 'PendingWorkReporting' is unavailable: remove the conformance
// A presenter no longer forwards its pending work by hand: ScreenPresenter reports it.
import MVPCore

@MainActor protocol NoteView: AnyObject {}

@MainActor final class NotePresenter: ScreenPresenter, PendingWorkReporting {
  let screen = ScreenLifecycle<any NoteView>()
}
