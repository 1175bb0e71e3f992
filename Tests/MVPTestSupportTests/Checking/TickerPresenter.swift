import MVPClock
import MVPCore

/// A hand-written presenter that counts the seconds of a `ManualClock` while a view is attached
/// and visible: like a countdown, it always has a task sleeping until the next second, at rest
/// too.
@MainActor
final class TickerPresenter: PresenterInterface {
  typealias View = any TickerView

  let tasks = TaskScope()
  private let clock: ManualClock
  private weak var view: (any TickerView)?
  private var isLoaded = false
  private var ticks = 0

  init(clock: ManualClock) {
    self.clock = clock
  }

  func attach(_ view: any TickerView) {
    self.view = view
    guard isLoaded else { return }
    view.showTicks(ticks)
    scheduleTick()
  }

  func detach(_ view: any TickerView) {
    guard self.view === view else { return }
    self.view = nil
    tasks.cancelReads()
  }

  /// Counting pauses while the view is hidden, as repeating work must.
  func viewDidDisappear() {
    tasks.cancel("tick")
  }

  func viewWillAppear() {
    guard isLoaded, !tasks.isRunning("tick") else { return }
    scheduleTick()
  }

  func viewDidLoad() {
    guard !isLoaded else { return }
    isLoaded = true
    view?.showTicks(ticks)
    scheduleTick()
  }

  private func scheduleTick() {
    guard view != nil else { return }
    let clock = self.clock
    let next = clock.now.advanced(by: .seconds(1))
    tasks.perform(
      "tick", owner: self, work: { try await clock.sleep(until: next) },
      then: { presenter, result in
        guard case .success = result else { return }
        presenter.ticks += 1
        presenter.view?.showTicks(presenter.ticks)
        presenter.scheduleTick()
      })
  }
}
