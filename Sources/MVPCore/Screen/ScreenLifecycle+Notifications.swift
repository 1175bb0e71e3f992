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
    let subscription = NotificationSubscription(
      owner: owner, dispatcher: dispatcher ?? self.dispatcher, handle: handle)
    // The block captures the subscription alone, so it needs no context of its own.
    let receive: @Sendable (Notification) -> Void = { [subscription] notification in
      subscription.receive(notification)
    }
    if object == nil {
      // Any sender: one observer per center and name, shared by every screen that observes it,
      // so that a screen built and released adds and removes no observer of the center.
      subscription.start(
        SharedNotificationObservation.subscribe(to: name, in: center, receive: receive))
    } else {
      let token = center.addObserver(forName: name, object: object, queue: nil, using: receive)
      subscription.start(NotificationObservation(center: center, token: token))
    }
    keep(subscription)
  }
}

/// One screen's observation of one notification: it receives the notification on any thread,
/// hands it to the main actor through its dispatcher, delivers it to its owner (held weakly) and,
/// as the ``Cancellable`` the screen keeps, ends the observation.
///
/// One object per observation: the observer's block captures it alone.
private final class NotificationSubscription<Owner: AnyObject>: Cancellable, @unchecked Sendable {
  // Read and written on the main actor only (`deliver`, from the dispatcher's main-actor work).
  private weak var owner: Owner?
  private let handle: @MainActor (Owner, Notification) -> Void
  private let dispatcher: any Dispatcher
  // Set once by `start`, in `observe`, before the screen keeps the subscription: so before any
  // `cancel`, which only the screen's release calls. No lock is needed for a value written
  // before it is shared.
  private var observation: (any NotificationObservationEnding)?

  init(
    owner: Owner, dispatcher: any Dispatcher,
    handle: @escaping @MainActor (Owner, Notification) -> Void
  ) {
    self.owner = owner
    self.dispatcher = dispatcher
    self.handle = handle
  }

  func start(_ observation: any NotificationObservationEnding) {
    self.observation = observation
  }

  func receive(_ notification: Notification) {
    let delivery = NotificationDelivery(notification: notification)
    dispatcher.dispatch { [self] in deliver(delivery.notification) }
  }

  @MainActor
  private func deliver(_ notification: Notification) {
    guard let owner else { return }
    handle(owner, notification)
  }

  func cancel() {
    let observation = self.observation
    self.observation = nil
    observation?.end()
  }
}

/// An observation of a notification center that a ``NotificationSubscription`` ends.
private protocol NotificationObservationEnding: Sendable {
  func end()
}

private struct NotificationDelivery: @unchecked Sendable {
  let notification: Notification
}

/// An observer registered with a notification center, removed once.
private final class NotificationObservation: NotificationObservationEnding, @unchecked Sendable {
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
  struct Subscription: NotificationObservationEnding {
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
