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
    let receive: @Sendable (Notification) -> Void = { notification in
      let delivery = NotificationDelivery(notification: notification)
      dispatcher.dispatch { recipient.deliver(delivery.notification) }
    }
    guard object == nil else {
      let token = center.addObserver(forName: name, object: object, queue: nil, using: receive)
      let observation = NotificationObservation(center: center, token: token)
      keep(CancellationHandle { observation.end() })
      return
    }
    // Any sender: one observer per center and name, shared by every screen that observes it, so
    // that a screen built and released adds and removes no observer of the center.
    let subscription = SharedNotificationObservation.subscribe(
      to: name, in: center, receive: receive)
    keep(CancellationHandle { subscription.end() })
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

/// One observer of a notification center for one name (any sender), registered the first time a
/// screen observes that name there and kept for the center's life; it hands each notification to
/// the screens subscribed at that moment, in the order they subscribed.
///
/// Building a screen that observes a notification then costs a subscription (a lock and a
/// dictionary entry) instead of a center's `addObserver` and, on release, `removeObserver`.
private final class SharedNotificationObservation: @unchecked Sendable {
  /// One subscription; ``end()`` removes it, once.
  struct Subscription: Sendable {
    fileprivate let observation: SharedNotificationObservation
    fileprivate let id: Int

    func end() {
      observation.unsubscribe(id)
    }
  }

  private struct Key: Hashable {
    let center: ObjectIdentifier
    let name: Notification.Name
  }

  /// Guards ``observations`` and every observation's ``receivers`` and ``nextID``.
  private static let lock = NSLock()
  nonisolated(unsafe) private static var observations: [Key: SharedNotificationObservation] = [:]

  /// The center observed; when it is gone, so is its observer, and the entry is replaced.
  private weak var center: NotificationCenter?
  private var receivers: [Int: @Sendable (Notification) -> Void] = [:]
  private var nextID = 0

  private init(center: NotificationCenter) {
    self.center = center
  }

  /// Subscribes `receive` to `name` posted by any sender on `center`, adding the center's
  /// observer if it has none yet.
  static func subscribe(
    to name: Notification.Name, in center: NotificationCenter,
    receive: @escaping @Sendable (Notification) -> Void
  ) -> Subscription {
    let key = Key(center: ObjectIdentifier(center), name: name)
    lock.lock()
    if let observation = observations[key], observation.center === center {
      defer { lock.unlock() }
      return observation.add(receive)
    }
    // A new observation for this center and name (or for a new center where a released one
    // was). The center's observer is added outside the lock: a notification posted meanwhile
    // takes the lock to find its receivers.
    observations = observations.filter { $0.value.center != nil }
    let observation = SharedNotificationObservation(center: center)
    observations[key] = observation
    let subscription = observation.add(receive)
    lock.unlock()
    _ = center.addObserver(forName: name, object: nil, queue: nil) {
      [weak observation] notification in observation?.post(notification)
    }
    return subscription
  }

  /// Adds `receive`; the caller holds ``lock``.
  private func add(_ receive: @escaping @Sendable (Notification) -> Void) -> Subscription {
    let id = nextID
    nextID += 1
    receivers[id] = receive
    return Subscription(observation: self, id: id)
  }

  private func unsubscribe(_ id: Int) {
    Self.lock.lock()
    receivers[id] = nil
    Self.lock.unlock()
  }

  private func post(_ notification: Notification) {
    Self.lock.lock()
    let current = receivers.sorted { $0.key < $1.key }.map(\.value)
    Self.lock.unlock()
    for receive in current { receive(notification) }
  }
}
