import Foundation

extension ScreenLifecycle {
  /// Observes a notification for as long as the screen lives, delivering it to `owner` on the
  /// main actor through `dispatcher`; the observation ends when the screen is released with its
  /// presenter (see ``keep(_:)``), so the presenter writes no `deinit`.
  ///
  /// ```swift
  /// screen.observe(.bookAdded, owner: self) { presenter, note in
  ///   if let book = note.object as? Book { presenter.list.insert(book) }
  /// }
  /// ```
  ///
  /// A notification posted from any thread reaches `handle` on the main actor; one that arrives
  /// after `owner` is gone is dropped.
  ///
  /// - Parameters:
  ///   - name: The notification's name.
  ///   - object: The sender to observe, or `nil` (the default) for any sender.
  ///   - center: The notification center; defaults to `NotificationCenter.default`.
  ///   - owner: Receives the notifications, usually the presenter; held weakly.
  ///   - dispatcher: How a notification reaches the main actor; `nil` (the default) for the
  ///     screen's (``TaskScope/dispatcher``, given to
  ///     ``init(queueCapacity:writeOutcomes:dispatcher:)``).
  ///   - handle: Receives `owner` and the notification, on the main actor.
  public func observe<Owner: AnyObject>(
    _ name: Notification.Name,
    object: AnyObject? = nil,
    in center: NotificationCenter = .default,
    owner: Owner,
    dispatcher: (any Dispatcher)? = nil,
    _ handle: @escaping @MainActor (Owner, Notification) -> Void
  ) {
    let dispatcher = dispatcher ?? tasks.dispatcher
    let recipient = NotificationRecipient(owner: owner, handle: handle)
    let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
      let delivery = NotificationDelivery(notification: notification)
      dispatcher.dispatch { recipient.deliver(delivery.notification) }
    }
    let observation = NotificationObservation(center: center, token: token)
    keep(CancellationHandle { observation.end() })
  }
}

/// Holds the receiver of notifications weakly; main-actor isolated, so it may travel through the
/// observer's `@Sendable` block.
@MainActor
private final class NotificationRecipient<Owner: AnyObject> {
  weak var owner: Owner?
  let handle: (Owner, Notification) -> Void

  init(owner: Owner, handle: @escaping (Owner, Notification) -> Void) {
    self.owner = owner
    self.handle = handle
  }

  func deliver(_ notification: Notification) {
    guard let owner else { return }
    handle(owner, notification)
  }
}

/// A notification on its way to the main actor. `Notification` is not `Sendable` (its `object`
/// and `userInfo` are `Any`); it is handed over once and read only on the main actor.
private struct NotificationDelivery: @unchecked Sendable {
  let notification: Notification
}

/// An observer registered with a notification center, removed once.
private final class NotificationObservation: @unchecked Sendable {
  private let center: NotificationCenter
  private let lock = NSLock()
  private var token: (any NSObjectProtocol)?

  init(center: NotificationCenter, token: any NSObjectProtocol) {
    self.center = center
    self.token = token
  }

  func end() {
    lock.lock()
    let token = self.token
    self.token = nil
    lock.unlock()
    if let token { center.removeObserver(token) }
  }
}
