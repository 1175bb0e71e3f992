import MVPCore

/// A page made of parts, for the tests of the kit's waits on embedded parts: a screen whose
/// tests embed ``PartPresenter``s, or other pages, in it.
@MainActor
final class PagePresenter: ScreenPresenter {
  let screen = ScreenLifecycle<PageView>(dispatcher: .immediate)
}
