/// An invariant a ``PresenterChecker`` sequence broke: which, and what happened.
struct CheckViolation: Equatable {
  /// The invariant's name, for example `"no progress at rest"`.
  let invariant: String
  /// What broke it.
  let detail: String
}
