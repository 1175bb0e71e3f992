extension PresenterInvariant {
  /// The rule that a value of the screen comes back when the app is killed and relaunched (the
  /// checker's relaunch step): a feature's own comparison beside the checker's ("the same screen
  /// comes back"), for what its views' calls do not show or the checker cannot compare.
  ///
  /// ```swift
  /// invariants: [.comesBack("the search") { $0.presenter.query }]
  /// ```
  ///
  /// `value` reads the screen twice: just before the kill (the killed presenter, what its views
  /// were shown; `isAtRest` is `false`), and once the relaunched screen is at rest, before the
  /// sequence goes on (the new presenter and view). The two must be equal. A relaunch that goes
  /// on at once, without coming to rest, is not compared.
  ///
  /// - Parameters:
  ///   - name: What comes back, for reports: the invariant is named "`name` comes back".
  ///   - value: The value, read on the main actor; `nil` before the kill when nothing is to come
  ///     back then (the screen had not loaded it yet), and then nothing is compared.
  /// - Returns: The invariant.
  public static func comesBack<Value: Equatable>(
    _ name: String, _ value: @escaping @MainActor (CheckedScreen<Presenter, View>) -> Value?
  ) -> PresenterInvariant {
    PresenterInvariant("\(name) comes back") { before in
      guard let kept = value(before) else { return nil }
      return { after in
        let now = value(after)
        guard now != kept else { return nil }
        return "after the relaunch, at rest, \(name) is \(now.map { "\($0)" } ?? "nil"); before "
          + "the kill it was \(kept)"
      }
    }
  }
}
