// expect: error: 'CompositePresenter' is unavailable: compose sections with ScreenLifecycle.embed(_:view:)
// CompositePresenter is gone; its old spelling says what replaces it instead of "cannot find".
import MVPCore

@MainActor final class OldPagePresenter {
  var sections: CompositePresenter?
}
