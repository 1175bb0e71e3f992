/// The work a ``ScreenLifecycle`` registered (its loaders), held weakly, in registration order.
///
/// The first work has a field of its own and the others an array made when a second one
/// registers: a screen with one loader allocates nothing to register it.
struct ScreenWorks {
  /// The first work in order; `nil` only while ``others`` is empty or before a compaction.
  private var first = WeakScreenWork()
  /// The work after ``first``, in order.
  private var others: [WeakScreenWork] = []

  /// Adds `work` at the end of the order, after removing the work that is gone and `work` itself
  /// (registering again moves it to the end).
  ///
  /// - Parameter work: The work; held weakly.
  mutating func register(_ work: any ScreenWork) {
    others.removeAll { $0.work == nil || $0.work === work }
    if first.work == nil || first.work === work {
      first = others.isEmpty ? WeakScreenWork() : others.removeFirst()
    }
    guard first.work != nil else {
      first.work = work
      return
    }
    // Room for a few at once: a screen with two loaders often has a third.
    if others.capacity == 0 { others.reserveCapacity(3) }
    others.append(WeakScreenWork(work: work))
  }

  /// Forgets the work that is gone; allocates nothing when none is.
  mutating func removeGone() {
    if others.contains(where: { $0.work == nil }) { others.removeAll { $0.work == nil } }
    if first.work == nil, !others.isEmpty { first = others.removeFirst() }
  }

  /// Calls `body` with each work still alive, in order. Call it on a copy: `body` may register.
  ///
  /// - Parameter body: Called with each work.
  func forEachLive(_ body: (any ScreenWork) -> Void) {
    if let work = first.work { body(work) }
    for entry in others {
      if let work = entry.work { body(work) }
    }
  }
}
