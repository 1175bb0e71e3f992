/// A source of values a screen subscribes to, in either shape a loader takes: a factory of an
/// `AsyncSequence`, or a callback observer that returns a ``Cancellable``. Type-erased, so that
/// a loader stores it without being generic over the sequence.
///
/// Running it opens one subscription and iterates it off the main actor until the source ends,
/// fails or the running task is cancelled; each value goes to the main actor, and the iteration
/// asks for the next value only once that one was handed on.
///
/// Threading: created anywhere; run off the main actor.
struct LiveSource<Value: Sendable>: Sendable {
  /// Opens and iterates one subscription, reporting to `activity`; `deliver` gets each value on
  /// the main actor. Returns when the source ends, throws its failure.
  let run:
    @Sendable (
      _ activity: SubscriptionActivity, _ deliver: @escaping @MainActor @Sendable (Value) -> Void
    ) async throws -> Void

  /// A source that makes a new sequence for each subscription.
  ///
  /// - Parameter makeUpdates: Makes the sequence; called off the main actor, once per
  ///   subscription.
  static func updates<Updates: AsyncSequence>(
    _ makeUpdates: @escaping @Sendable () -> Updates
  ) -> Self where Updates.Element == Value {
    // Erased to a class that does not name `Updates`: the closure must not capture its metatype
    // (the sequence is made and iterated where the closure runs, off the main actor).
    let iteration: Iteration = SequenceIteration(makeUpdates)
    return Self { activity, deliver in
      try await iteration.run(activity, deliver)
    }
  }

  /// A callback observer: each subscription calls `observe` once; the values it sends and the
  /// failure it reports reach the main actor through the subscription's task (a newer value
  /// replaces one not taken yet), and the ``Cancellable`` it returns is cancelled when the
  /// subscription ends, however it ends.
  ///
  /// - Parameter observe: Starts observing with the two callbacks, any thread may call them,
  ///   also from inside `observe`; returns the observation's cancellation.
  static func observer(
    _ observe:
      @escaping @Sendable (
        _ send: @escaping @Sendable (Value) -> Void, _ fail: @escaping @Sendable (any Error) -> Void
      ) -> any Cancellable
  ) -> Self {
    Self { activity, deliver in
      let observation = CancellableSlot()
      activity.whenCancelled { observation.cancel() }
      try await iterate(
        {
          AsyncThrowingStream<Value, any Error>(bufferingPolicy: .bufferingNewest(1)) {
            continuation in
            continuation.onTermination = { _ in observation.cancel() }
            let handle = observe(
              { value in _ = continuation.yield(value) },
              { error in continuation.finish(throwing: error) })
            observation.fill(handle)
          }
        }, activity: activity, deliver: deliver)
    }
  }

  /// One source's iteration, erased: ``SequenceIteration`` iterates a sequence of one type.
  private class Iteration: @unchecked Sendable {
    func run(
      _ activity: SubscriptionActivity, _ deliver: @escaping @MainActor @Sendable (Value) -> Void
    ) async throws {}
  }

  /// The iteration of the sequences `makeUpdates` makes. Immutable, so `Sendable`.
  private final class SequenceIteration<Updates: AsyncSequence>: Iteration, @unchecked Sendable
  where Updates.Element == Value {
    let makeUpdates: @Sendable () -> Updates

    init(_ makeUpdates: @escaping @Sendable () -> Updates) {
      self.makeUpdates = makeUpdates
    }

    override func run(
      _ activity: SubscriptionActivity, _ deliver: @escaping @MainActor @Sendable (Value) -> Void
    ) async throws {
      try await iterate(makeUpdates, activity: activity, deliver: deliver)
    }
  }

  /// Makes the sequence and iterates it until it ends, handing each value to `deliver` before
  /// asking for the next; a cancellation of the running task tells `activity` at once.
  private static func iterate<Updates: AsyncSequence>(
    _ makeUpdates: @Sendable () -> Updates,
    activity: SubscriptionActivity,
    deliver: @MainActor @Sendable (Value) -> Void
  ) async throws where Updates.Element == Value {
    activity.begin()
    try await withTaskCancellationHandler {
      // A source that reports (the test kit's stub) adopts itself while it opens.
      var iterator = WorkObservation.$openingSubscription.withValue(activity) {
        makeUpdates().makeAsyncIterator()
      }
      while true {
        activity.awaitsValue()
        guard let value = try await iterator.next() else { return }
        activity.valueArrived()
        await deliver(value)
      }
    } onCancel: {
      activity.cancel()
    }
  }
}
