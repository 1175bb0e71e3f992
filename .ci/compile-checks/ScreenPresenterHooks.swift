// expect: pass
// A screen presenter writes hooks only; `View` is inferred from `screen` alone, and the
// presenter's own retry() is what every caller, generic ones included, runs.
import MVPCore

@MainActor protocol ClockView: AnyObject {
  func showTime(_ text: String)
}

@MainActor final class ClockPresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any ClockView>()
  private(set) var retries = 0

  func screenDidLoad() { show() }
  func screenWillAppear() { show() }
  func screenDidDisappear() {}
  func screenDidAttach() {}
  func screenDidDetach() {}
  func retry() { retries += 1 }

  private func show() {
    screen.binding.update(.state("time")) { $0.showTime("12:00") }
  }
}

@MainActor func tapRetry<P: ScreenPresenter>(_ presenter: P) { presenter.retry() }

@MainActor func build() -> Module<any ClockView, ClockPresenter>.Type {
  Module<any ClockView, ClockPresenter>.self
}
