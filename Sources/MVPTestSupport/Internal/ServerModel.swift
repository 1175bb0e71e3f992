/// One call a ``CheckerServer`` stub received: the stub's place among the registered ones and the
/// call's number within it.
struct ServerCall: Hashable {
  let stub: Int
  let number: Int
}

/// A model of the server a ``CheckerServer`` keeps (a ``CheckerCollection``), with its items'
/// type erased: what the checker draws, tells and checks of it.
@MainActor
protocol ServerModel: AnyObject {
  /// Someone else changes the server (deletes or adds an item), picked by `a` and `b`; returns
  /// how a report names the step, or `nil` when there is nothing to change.
  func changeBySomeoneElse(_ a: Int, _ b: Int) -> String?

  /// Whether the answer to `call` reached the presenter's live work (`false`: it failed, was
  /// cancelled, or its work had been cancelled).
  func settle(_ call: ServerCall, delivered: Bool)

  /// The number of items on the server now.
  var itemCount: Int { get }

  /// What is wrong with `rows` (the rows shown at rest) for the server's items, or `nil`.
  func mismatch(shownRows rows: [String]) -> String?
}
