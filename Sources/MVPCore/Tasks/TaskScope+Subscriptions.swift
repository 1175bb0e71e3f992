extension TaskScope {
  /// Starts the task of a live subscription (`LiveSubscription`): `body` runs as a read under
  /// `key` (a detach and the scope's end cancel it, newer work under `key` supersedes it) and gets
  /// the closure that takes it off its key, so that its owner may subscribe again from the
  /// handling of its end.
  ///
  /// While `activity` says that the subscription waits for its next value, the subscription is
  /// not pending work: the test kit's `waitUntilIdle()` and `waitUntilFinished(_:)` do not await
  /// it, ``pendingWorkDescriptions`` does not list it, and a scope released with it running does
  /// not report it abandoned (a subscription ends with its screen). Starting, and showing a
  /// value, it is pending work like any task.
  ///
  /// - Parameters:
  ///   - key: The loader's key.
  ///   - activity: Where the subscription stands.
  ///   - body: Iterates the source and tells the owner.
  /// - Returns: `false` when a write runs under `key` (nothing started).
  func subscribe(
    _ key: ScreenKey,
    activity: SubscriptionActivity,
    body: @escaping @MainActor (_ leaveKey: @escaping @MainActor () -> Void) async -> Void
  ) -> Bool {
    start(key, role: .read, activity: activity) { leaveKey, _ in await body(leaveKey) } != nil
  }
}

extension TaskScope.RunningTask {
  /// Whether it is a live subscription waiting for the next value of its source: not pending work.
  var isIdleSubscription: Bool {
    activity?.isAwaitingValue == true
  }
}
