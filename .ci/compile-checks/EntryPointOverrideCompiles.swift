// expect: pass
// Measured limit: a protocol cannot stop a conforming class from writing an entry point of its
// own. This presenter replaces ScreenPresenter's viewWillAppear() and compiles without a warning
// (as do a deprecated or unavailable restated requirement, an unavailable default in another
// protocol's extension, and a second default); only a `final` method of a base class would
// refuse it. PresenterChecker reports it at run time: "BooksPresenter's viewWillAppear() did not
// reach its screen: write screenWillAppear() instead".
import MVPCore

@MainActor protocol BooksView: AnyObject {}

@MainActor final class BooksPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any BooksView>()
  func viewWillAppear() {}
}
