/// How one write ended after the presenter that started it was released: the value a
/// ``WriteOutcomes`` receives instead of the presenter.
///
/// A write (``WorkRole/write``) runs to its end even when its presenter goes away (the user left
/// the screen while it saved). Its outcome cannot reach the presenter any more, so it reaches the
/// app: a banner that says "Couldn't save your profile", a badge, a log. The outcome names the
/// write by the presenter's type and the key it ran under, and carries the failure classified as a
/// ``ServiceError`` (`nil` when the write succeeded).
public struct WriteOutcome: Hashable, Sendable, CustomStringConvertible {
  /// The type of the presenter that started the write, for example `"UserProfilePresenter"`.
  public let presenter: String
  /// The key the write ran under (`"save.42"`), or `nil` when it had none.
  public let key: ScreenKey?
  /// Why the write failed, or `nil` when it succeeded.
  public let failure: ServiceError?

  /// Creates an outcome; ``TaskScope`` makes them, tests compare with them.
  ///
  /// - Parameters:
  ///   - presenter: The type of the presenter that started the write.
  ///   - key: The key the write ran under, or `nil`.
  ///   - failure: Why it failed, or `nil` when it succeeded.
  public init(presenter: String, key: ScreenKey?, failure: ServiceError?) {
    self.presenter = presenter
    self.key = key
    self.failure = failure
  }

  /// Whether the write succeeded.
  public var succeeded: Bool {
    failure == nil
  }

  /// `UserProfilePresenter 'save.42' succeeded`, or `… failed: <the failure>`, for logs and test
  /// failures.
  public var description: String {
    let name = presenter + (key.map { " '\($0)'" } ?? "")
    return failure.map { "\(name) failed: \($0)" } ?? "\(name) succeeded"
  }
}
