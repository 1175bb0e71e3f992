/// A page a ``CheckerCollection`` served: to which call, when, where and what.
struct ServedPage<Item> {
  enum Outcome {
    /// Computed when the request arrived; not answered yet.
    case waiting
    /// Answered with success to work that still waited for it.
    case delivered
    /// Failed, cancelled, or answered to work that had been cancelled.
    case dropped
  }

  let call: ServerCall
  /// The server's time when it was read: arrivals and changes by someone else are ordered by it.
  let time: Int
  let offset: Int
  let items: [Item]
  var outcome = Outcome.waiting
}
