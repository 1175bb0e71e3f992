/// A server that can hold its answers, for the demo's `hold` and `release`: while it holds,
/// every request reaches it and waits there unanswered, as on a slow network, so a session can
/// be left (`quit`) with a save or a deletion in flight, as iOS kills a suspended app.
///
/// A request held and then dropped (``dropHeld()``, the end of the session) was never handled:
/// the server did not see it, so nothing it asked for (a save, a deletion) happened.
///
/// Threading: safe from any thread.
public protocol HeldAnswers: AnyObject, Sendable {
  /// Whether requests are held now.
  var isHolding: Bool { get }

  /// How many requests wait unanswered now.
  var heldCount: Int { get }

  /// Holds every request from now on, until ``release()`` or ``dropHeld()``.
  ///
  /// - Parameter whenHeld: Called, on any thread, each time a request starts waiting.
  func hold(whenHeld: @escaping @Sendable () -> Void)

  /// Stops holding and answers every request held, in the order they came, as the server
  /// answers any request now (a server taken down fails them as unreachable).
  func release()

  /// Stops holding and fails every request held as a connection lost, without handling it: the
  /// end of a session that had work in flight.
  func dropHeld()
}
