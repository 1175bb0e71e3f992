/// How a ``ServiceCall`` made by ``ScreenLifecycle/SharedLoad/call(_:)`` runs: it joins the
/// shared load for the owner that runs it, and is answered on the main actor (at once when the
/// load keeps a value).
struct SharedJoin<Value: Sendable>: Sendable {
  /// Joins the load for `follower`, answering `answer` once; returns the wait's handle, whose
  /// cancellation stops this wait only.
  let join:
    @MainActor @Sendable (
      _ follower: SharedFollower<Value>,
      _ answer: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> any Cancellable

  /// The same join, answering with `transform` of the value.
  func map<New: Sendable>(_ transform: @escaping @Sendable (Value) -> New) -> SharedJoin<New> {
    let join = self.join
    return SharedJoin<New> { follower, answer in
      join(follower.pulledBack(through: transform)) { answer($0.map(transform)) }
    }
  }
}

/// The owner that runs a shared call (a part's loader), as the shared load reaches it past the
/// call's answer: it retries with the load, and it shows a newer value. An owner that is not a
/// ``SharedLoadFollower`` does neither.
@MainActor
struct SharedFollower<Value> {
  /// The owner's identity: one record per owner in the shared load.
  let id: ObjectIdentifier
  /// The owner, held weakly; `nil` once it is gone.
  weak var owner: AnyObject?
  /// Has the owner load again (a ``SharedLoadFollower``'s retry).
  let restart: @MainActor () -> Void
  /// Shows a newer value in the owner.
  let show: @MainActor (Value) -> Void

  /// The hooks of `owner`, which is the owner of a call's run.
  init(owner: AnyObject) where Value: Sendable {
    id = ObjectIdentifier(owner)
    self.owner = owner
    restart = { [weak owner] in (owner as? any SharedLoadFollower)?.sharedLoadDidRestart() }
    show = { [weak owner] value in (owner as? any SharedLoadFollower)?.sharedLoadDidShow(value) }
  }

  private init(
    id: ObjectIdentifier, owner: AnyObject?, restart: @escaping @MainActor () -> Void,
    show: @escaping @MainActor (Value) -> Void
  ) {
    self.id = id
    self.owner = owner
    self.restart = restart
    self.show = show
  }

  /// The same owner, shown a whole value through `piece`.
  func pulledBack<Whole>(through piece: @escaping (Whole) -> Value) -> SharedFollower<Whole> {
    let show = self.show
    return SharedFollower<Whole>(
      id: id, owner: owner, restart: restart, show: { show(piece($0)) })
  }
}

/// A loader that follows a shared load past the answer of its own call: it loads again when
/// the load restarts after the failure it shows, and it shows the newer value the load is shown.
/// ``ResourceLoader`` is one.
@MainActor
package protocol SharedLoadFollower: AnyObject {
  /// The shared load restarted after the failure this loader shows: load again (join it).
  func sharedLoadDidRestart()

  /// Shows `value`, this loader's piece of a newer value of the shared load; a value of another
  /// type is ignored.
  ///
  /// - Parameter value: The piece, of the loader's value type.
  func sharedLoadDidShow(_ value: any Sendable)
}
