/// What a source of values tells, or is told, when a live subscription of MVPCore iterates it:
/// the package hook through which the test kit's `LiveSourceStub` learns that a value it sent was
/// shown, as it learns of work through ``WorkObserver``.
///
/// A subscription opens its source with ``WorkObservation/openingSubscription`` set to its
/// ``SubscriptionActivity``; a witness opened then (however deep inside the sequence the
/// subscription iterates: a `map` of the stub's sequence, a stream that pulls from it) adopts
/// itself there, and the subscription reports to it: every value it takes from the source is
/// followed by ``subscriptionDidDeliver()``, and its end by ``subscriptionDidEnd()``. A source
/// that adopts nothing is never asked anything.
///
/// Threading: every method may be called from any thread.
package protocol LiveSourceWitness: Sendable {
  /// The subscription asks its source for the next value (it is idle, and not pending work, from
  /// now until it gets one): a stub marks the work as waiting for the test, unless a value it
  /// sent is still on its way.
  func subscriptionAwaitsValue()

  /// The value the subscription took last from the source was handed to its loader on the main
  /// actor (and so shown), or dropped because the subscription was cancelled meanwhile.
  func subscriptionDidDeliver()

  /// The subscription ended and its loader handled the end: the source's failure or normal end
  /// was shown, or the subscription was cancelled.
  func subscriptionDidEnd()

  /// The subscription was cancelled (a detach, the presenter's release, a newer subscription):
  /// it asks for no more values. Called on the thread that cancelled it, at once.
  func subscriptionWasCancelled()
}
