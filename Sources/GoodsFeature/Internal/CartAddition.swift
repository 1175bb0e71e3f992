import Dispatch
import MVPCore

/// The asynchronous shape every cart of this feature answers in: the addition runs on an answer
/// queue, as a remote cart would answer; one cancelled before it runs is not applied and answers
/// `ServiceError/cancelled`; a quantity below 1 is refused like a bad request (400).
enum CartAddition {
  /// Runs `apply` on `queue` unless cancelled first or `quantity` is below 1, then calls
  /// `completion` there with the outcome.
  static func run(
    on queue: DispatchQueue, quantity: Int,
    completion: @escaping @Sendable (Result<Int, CartError>) -> Void,
    apply: @escaping @Sendable () -> Result<Int, CartError>
  ) -> any Cancellable {
    let handle = CancellationHandle()
    queue.async {
      guard !handle.isCancelled else { return completion(.failure(.service(.cancelled))) }
      guard quantity >= 1 else {
        return completion(
          .failure(.service(.httpStatus(code: 400, message: "Quantity must be at least 1"))))
      }
      completion(apply())
    }
    return handle
  }
}
