import MVPClock
import MVPCore
import MVPTestSupport

/// A badge that polls the unread count every 30 seconds of a `ManualClock`: with
/// `screen.repeating`, or, with `pausesWhileHidden` `false`, with a loop of its own that keeps
/// polling while the view is hidden (the bug the checker must find).
@MainActor
final class BadgePresenter: ScreenPresenter {
  let screen = ScreenLifecycle<any BadgeView>()
  private let unread: AsyncStub<Void, Int>
  private let clock: ManualClock
  private let pausesWhileHidden: Bool
  private var isLoaded = false
  private var hasCount = false

  init(unread: AsyncStub<Void, Int>, clock: ManualClock, pausesWhileHidden: Bool) {
    self.unread = unread
    self.clock = clock
    self.pausesWhileHidden = pausesWhileHidden
  }

  func screenDidLoad() {
    isLoaded = true
    guard pausesWhileHidden else { return pollWhileAttached() }
    screen.repeating(
      "badge", every: .seconds(30), clock: clock, owner: self,
      work: { [unread] in try await unread.call(()) },
      then: { presenter, result in presenter.show(result) })
  }

  func screenDidAttach() {
    guard !pausesWhileHidden, isLoaded else { return }
    pollWhileAttached()
  }

  /// The bug: a poll that a detach stops (a read) and nothing else, hidden or not.
  private func pollWhileAttached() {
    guard !screen.tasks.isRunning("badge") else { return }
    _ = screen.tasks.perform(
      "badge", owner: self,
      work: { [unread, clock] in
        let count = try await unread.call(())
        try await clock.sleep(for: .seconds(30))
        return count
      },
      then: { presenter, result in
        guard case .success = result else { return }
        presenter.show(result)
        presenter.pollWhileAttached()
      })
  }

  /// Shows the count fetched; a failed poll keeps the count shown, or, before any, shows that
  /// the count is unknown (found by the checker's relaunch step: a badge whose first poll failed
  /// showed nothing at rest).
  private func show(_ result: Result<Int, any Error>) {
    switch result {
    case .success(let count):
      hasCount = true
      screen.binding.update(.state("unread")) { $0.showUnread(count) }
    case .failure:
      guard !hasCount else { return }
      screen.binding.update(.state("unread")) { $0.showUnread(nil) }
    }
  }
}
