import MVPCore

/// Decides what the notifications badge shows: the unread count, polled every 30 seconds while
/// the badge is shown.
///
/// The poll is MVPCore's `ScreenLifecycle.repeating` under ``pollKey``: it starts at
/// `viewDidLoad`, pauses while the screen is hidden or detached (nothing runs, nothing sleeps),
/// polls at once when shown again and ends with the presenter. A failed poll keeps the count
/// shown.
@MainActor
public final class NotificationsBadgePresenter: ScreenPresenter {
  /// The key the poll repeats under in ``ScreenPresenter/tasks``.
  public static let pollKey: ScreenKey = "notifications.unread"

  /// The time between the end of one poll and the start of the next.
  public static let interval: Duration = .seconds(30)

  /// The badge's screen: the weak binding to its view and the poll.
  public let screen = ScreenLifecycle<any NotificationsBadgeView>()
  private let service: any NotificationService
  private let clock: any Clock<Duration>

  /// Creates the presenter; nothing polls until `viewDidLoad()`.
  ///
  /// - Parameters:
  ///   - service: Where the unread count comes from.
  ///   - clock: The clock the poll sleeps on: `ContinuousClock()` in the app, MVPClock's
  ///     `ManualClock` in a test.
  public init(service: any NotificationService, clock: any Clock<Duration>) {
    self.service = service
    self.clock = clock
  }

  /// Starts the poll.
  public func screenDidLoad() {
    screen.repeating(
      Self.pollKey, every: Self.interval, clock: clock, owner: self,
      work: { [service] in try await service.unreadCount() },
      then: { presenter, result in presenter.show(result) })
  }

  private func show(_ result: Result<Int, any Error>) {
    guard case .success(let count) = result else { return }  // keep the count shown
    let text = count == 0 ? nil : count > 99 ? "99+" : String(count)
    screen.binding.update(.state("badge")) { $0.showBadge(text) }
  }
}
