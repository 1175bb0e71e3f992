/// A screen's subscription to a live source (a database listener, a `NotificationCenter` feed, an
/// `AsyncSequence`), with the lifecycle rules a loader fed by it follows; the loader shows what
/// its ``Event``s say. Written for any loader: ``ResourceLoader``'s live initializers use it.
///
/// - ``load(in:attached:)`` subscribes once; ``retry(in:attached:)`` subscribes again after the
///   subscription ended (failed, or finished normally); nothing else subscribes again, but:
/// - a detach cancels the subscription (it is a read under ``key`` in the screen's ``TaskScope``,
///   which a detach cancels) and the next attach subscribes again; an attach after the source
///   finished subscribes again too.
/// - With no view attached, a subscription waits for the next attach.
/// - A subscription waiting for its next value is not pending work (see
///   `TaskScope+Subscriptions.swift`); one starting, or showing a value, is.
/// - The owner is told ``Event/subscribing`` when a subscription starts, each value, and how it
///   ended; never anything from a subscription that was cancelled.
@MainActor
final class LiveSubscription<Value: Sendable> {
  /// What the owner is told, on the main actor.
  enum Event {
    /// A subscription starts (or waits for a view to start): the owner shows progress if it
    /// shows no value.
    case subscribing
    /// The source sent a value.
    case value(Value)
    /// The source failed; the subscription ended.
    case failure(any Error)
    /// The source ended normally; the subscription ended.
    case finished
  }

  /// Where the subscription stands.
  enum Phase {
    /// Never subscribed.
    case idle
    /// Subscribed, or starting.
    case subscribed
    /// Cancelled by a detach, or waiting for a view: subscribes at the next attach.
    case paused
    /// The source ended normally.
    case finished
    /// The source failed.
    case failed
  }

  /// The key the subscription runs under in the screen's ``TaskScope``.
  let key: ScreenKey

  private let source: LiveSource<Value>

  /// Where the subscription stands now.
  private(set) var phase = Phase.idle

  /// Receives the events; the owner sets it, capturing itself weakly.
  var receive: (Event) -> Void = { _ in }

  /// Creates a subscription that has not subscribed.
  ///
  /// - Parameters:
  ///   - key: The key it runs under.
  ///   - source: The source.
  init(key: ScreenKey, source: LiveSource<Value>) {
    self.key = key
    self.source = source
  }

  /// Whether a subscription is open or starting.
  var isSubscribed: Bool {
    phase == .subscribed
  }

  /// Subscribes for the first time; does nothing once it subscribed.
  func load(in scope: TaskScope, attached: Bool) {
    guard phase == .idle else { return }
    subscribe(in: scope, attached: attached)
  }

  /// Subscribes again after the subscription failed or finished; does nothing otherwise.
  func retry(in scope: TaskScope, attached: Bool) {
    guard phase == .failed || phase == .finished else { return }
    subscribe(in: scope, attached: attached)
  }

  /// Notes that a detach cancelled the subscription (the screen cancelled its reads).
  func viewDidDetach() {
    guard phase == .subscribed else { return }
    phase = .paused
  }

  /// Subscribes again after a detach, a wait for a view or the source's normal end.
  func viewDidAttach(in scope: TaskScope) {
    guard phase == .paused || phase == .finished else { return }
    subscribe(in: scope, attached: true)
  }

  private func subscribe(in scope: TaskScope, attached: Bool) {
    receive(.subscribing)
    guard attached else {
      phase = .paused
      return
    }
    phase = .subscribed
    let (activity, source) = (SubscriptionActivity(), self.source)
    // Refused while a write runs under the key (a loader's key has none): tried again at attach.
    let started = scope.subscribe(key, activity: activity) { [weak self] leaveKey in
      let end: Event
      do {
        try await source.run(activity) { [weak self] value in
          defer { activity.delivered() }
          guard !Task.isCancelled, let self else { return }
          self.receive(.value(value))
        }
        end = .finished
      } catch {
        end = .failure(error)
      }
      defer { activity.end() }
      // A cancelled subscription (a detach, a newer one, the screen's end) tells nothing.
      guard !Task.isCancelled, let self else { return }
      leaveKey()
      if case .failure = end { self.phase = .failed } else { self.phase = .finished }
      self.receive(end)
    }
    if !started { phase = .paused }
  }
}
