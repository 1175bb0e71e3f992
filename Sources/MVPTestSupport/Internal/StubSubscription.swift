import Foundation
import MVPCore

/// One subscription to a ``LiveSourceStub``: an iteration of a sequence its `updates()` made, or a
/// callback observer its `observe(_:_:)` registered. It holds what the test sent and the
/// subscriber has not taken, tells the stub's waits when a value was shown and when the end was
/// handled, and marks the work that runs it as waiting for the test while it waits for a value.
///
/// A value counts as shown when a subscription of MVPCore says so (it is the source's
/// `LiveSourceWitness`); for a subscriber that is not one, when it asks for the next value (a
/// sequence) or when the callback returns (an observer).
///
/// Threading: safe from any thread; the state is guarded by one lock.
final class StubSubscription<Value: Sendable>: Cancellable, LiveSourceWitness, @unchecked Sendable {
  /// How the subscriber subscribed.
  enum Kind: String, Sendable {
    case updates = "updates()"
    case observer = "observe(_:_:)"
  }

  /// What the test sent that a sequence's subscriber has not taken yet.
  private enum Event {
    case value(Value)
    case failure(any Error)
    case finish
  }

  /// What a call of `next()` does once the state has been changed under the lock.
  private enum Step {
    case wait
    case value(Value)
    case failure(any Error)
    case end
  }

  /// The subscription's number, from 1 in subscription order.
  let number: Int
  let kind: Kind
  /// How failures and leftovers name it, for example `LiveSourceStub<Int> subscription #1`.
  let name: String
  private let changed: @Sendable () -> Void
  private let sendCallback: (@Sendable (Value) -> Void)?
  private let failCallback: (@Sendable (any Error) -> Void)?

  // Guarded by `lock`.
  private let lock = NSLock()
  private var work: WorkID?
  private var isOpen = true
  private var wasCancelled = false
  /// Whether the subscriber of MVPCore that opened an observer's subscription was cancelled: it
  /// shows nothing more, but the subscription stays open until its own `Cancellable` is
  /// cancelled, which is what the presenter must do.
  private var subscriberStopped = false
  /// Whether a subscription of MVPCore opened it (it adopted this one as its witness): it reports
  /// what it showed and its end.
  private let isWitnessed: Bool
  private var buffer: [Event] = []
  private var waiting: CheckedContinuation<Value?, any Error>?
  private var sentValues = 0
  private var takenValues = 0
  private var shownValues = 0
  private var endHandled = false

  /// Creates an open subscription.
  ///
  /// - Parameters:
  ///   - number: Its number in the stub.
  ///   - kind: How it subscribed.
  ///   - stubName: The stub's name.
  ///   - work: The observed work that runs it, if known now.
  ///   - send: An observer's value callback; `nil` for a sequence.
  ///   - fail: An observer's failure callback; `nil` for a sequence.
  ///   - changed: Tells the stub's waits (and the presenter test's) that something changed.
  init(
    number: Int, kind: Kind, stubName: String, work: WorkID?,
    send: (@Sendable (Value) -> Void)? = nil, fail: (@Sendable (any Error) -> Void)? = nil,
    changed: @escaping @Sendable () -> Void
  ) {
    self.number = number
    self.kind = kind
    self.name = "\(stubName) subscription #\(number)"
    self.work = work
    self.sendCallback = send
    self.failCallback = fail
    self.changed = changed
    let opening = WorkObservation.openingSubscription
    isWitnessed = opening != nil
    opening?.adopt(self)
    // A subscriber that does not report waits for the test from the start; one of MVPCore says
    // when it asks (`subscriptionAwaitsValue()`).
    if kind == .observer && !isWitnessed { locked { markWaiting() } }
  }

  /// The observed work that runs the subscription, once known.
  var observedWork: WorkID? {
    locked { work }
  }

  /// Whether the subscription is open: neither cancelled nor ended by the test.
  var isOpenNow: Bool {
    locked { isOpen }
  }

  /// The line a presenter test reports when the subscription is left open, or `nil`.
  var leftover: Leftover? {
    locked {
      isOpen ? Leftover(check: .stubCalls, text: "\(name) (\(kind.rawValue)) was left open") : nil
    }
  }

  /// Whether the `count`th value sent was shown, or the subscription was cancelled.
  func hasShown(_ count: Int) -> Bool {
    locked { shownValues >= count || wasCancelled || subscriberStopped }
  }

  /// Whether the end the test sent was handled, or the subscription was cancelled. A subscriber
  /// that reports always reports its end, cancelled or not (a loader of MVPKit cancels an
  /// observer's cancellable as soon as it fails, before it shows the failure).
  var hasHandledEnd: Bool {
    locked { endHandled || (wasCancelled && !isWitnessed) }
  }

  /// What the stub's waits say of it.
  var detail: String {
    locked {
      "\(name): \(isOpen ? "open" : "closed"), \(sentValues) values sent, \(shownValues) shown"
    }
  }

  // MARK: The test's side

  /// Hands `value` to the subscriber.
  ///
  /// - Returns: The number of values sent to it so far, which ``hasShown(_:)`` awaits; `nil`
  ///   when it is closed.
  func send(_ value: Value) -> Int? {
    switch kind {
    case .updates:
      let (count, continuation) = locked { () -> (Int?, CheckedContinuation<Value?, any Error>?) in
        guard isOpen else { return (nil, nil) }
        sentValues += 1
        guard let continuation = waiting else {
          buffer.append(.value(value))
          return (sentValues, nil)
        }
        waiting = nil
        takenValues += 1
        resumeWork()
        return (sentValues, continuation)
      }
      continuation?.resume(returning: value)
      changed()
      return count
    case .observer:
      let (count, callback) = locked { () -> (Int?, (@Sendable (Value) -> Void)?) in
        guard isOpen else { return (nil, nil) }
        sentValues += 1
        resumeWork()
        return (sentValues, sendCallback)
      }
      guard let count else { return nil }
      callback?(value)
      locked {
        guard !isWitnessed else { return }
        shownValues = max(shownValues, count)
        if isOpen { markWaiting() }
      }
      changed()
      return count
    }
  }

  /// Ends the subscription with `error`, or normally for `nil` (a sequence only).
  ///
  /// - Returns: Whether the end reached the subscriber (it was open, and an observer is never
  ///   ended normally).
  func end(with error: (any Error)?) -> Bool {
    switch kind {
    case .updates:
      let event: Event = error.map { .failure($0) } ?? .finish
      let (reached, continuation) = locked {
        () -> (Bool, CheckedContinuation<Value?, any Error>?) in
        guard isOpen else { return (false, nil) }
        isOpen = false
        guard let continuation = waiting else {
          buffer.append(event)
          return (true, nil)
        }
        waiting = nil
        if !isWitnessed { endHandled = true }
        resumeWork()
        return (true, continuation)
      }
      if let error {
        continuation?.resume(throwing: error)
      } else {
        continuation?.resume(returning: nil)
      }
      changed()
      return reached
    case .observer:
      guard let error else { return false }
      let callback = locked { () -> (@Sendable (any Error) -> Void)? in
        guard isOpen else { return nil }
        isOpen = false
        resumeWork()
        return failCallback
      }
      guard let callback else { return false }
      callback(error)
      locked { if !isWitnessed { endHandled = true } }
      changed()
      return true
    }
  }

  // MARK: The subscriber's side

  /// A sequence's `next()`: the value, failure or end the test sent, or waits for it; `nil` once
  /// the subscription was cancelled.
  func next() async throws -> Value? {
    let work = WorkObservation.currentWork
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let step = locked { () -> Step in
          if self.work == nil { self.work = work }
          // Asking again: a subscriber that does not report has handled what it took.
          if !isWitnessed { shownValues = takenValues }
          if !buffer.isEmpty { return take(buffer.removeFirst()) }
          guard isOpen else { return .end }
          waiting = continuation
          markWaiting()
          return .wait
        }
        switch step {
        case .wait: break
        case .value(let value): continuation.resume(returning: value)
        case .failure(let error): continuation.resume(throwing: error)
        case .end: continuation.resume(returning: nil)
        }
        changed()
      }
    } onCancel: {
      cancel()
    }
  }

  /// Closes the subscription: no more values reach it, and a `next()` waiting returns `nil`.
  func cancel() {
    let continuation = locked { () -> CheckedContinuation<Value?, any Error>? in
      wasCancelled = true
      isOpen = false
      buffer.removeAll()
      resumeWork()
      defer { waiting = nil }
      return waiting
    }
    continuation?.resume(returning: nil)
    changed()
  }

  // MARK: LiveSourceWitness

  func subscriptionAwaitsValue() {
    // A sequence marks its work when its `next()` waits; an observer's subscriber waits for the
    // test once what the test sent was shown.
    locked {
      if kind == .observer && isOpen && shownValues >= sentValues { markWaiting() }
    }
  }

  func subscriptionDidDeliver() {
    locked { shownValues += 1 }
    changed()
  }

  func subscriptionDidEnd() {
    locked { endHandled = true }
    changed()
  }

  func subscriptionWasCancelled() {
    // A sequence ends with its iteration; an observer ends only when the Cancellable its
    // `observe` returned is cancelled (an observation the presenter drops stays open).
    guard kind == .observer else { return cancel() }
    locked { subscriberStopped = true }
    changed()
  }

  // MARK: Under the lock

  /// Takes a buffered event (under the lock).
  private func take(_ event: Event) -> Step {
    switch event {
    case .value(let value):
      takenValues += 1
      return .value(value)
    case .failure(let error):
      if !isWitnessed { endHandled = true }
      return .failure(error)
    case .finish:
      if !isWitnessed { endHandled = true }
      return .end
    }
  }

  /// Marks the work as waiting for the test (under the lock, so that no value comes first).
  private func markWaiting() {
    guard let work else { return }
    TestLedger.work(work, waitsFor: "\(name): send, fail or finish")
  }

  /// Marks the work as running again (under the lock).
  private func resumeWork() {
    if let work { TestLedger.workResumes(work) }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
