// expect: warning: 'ViewAttachable' is deprecated: renamed to 'PresenterInterface'
// The former name of the presenter protocol with a view still compiles, with its fix-it.
import MVPCore

@MainActor func attachAll<P: ViewAttachable>(_ presenter: P, view: P.View) {
  presenter.attach(view)
}
