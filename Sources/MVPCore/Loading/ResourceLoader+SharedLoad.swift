extension ResourceLoader: SharedLoadFollower {
  /// Loads again with the shared load, after the failure this loader shows.
  package func sharedLoadDidRestart() {
    retry()
  }

  /// Shows the shared load's newer value (this loader's piece of it) with ``show(_:)``.
  package func sharedLoadDidShow(_ value: any Sendable) {
    guard let value = value as? Value else { return }
    show(value)
  }
}
