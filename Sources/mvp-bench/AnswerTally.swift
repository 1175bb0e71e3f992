import Foundation
import GoodsFeature
import MVPCore

/// Counts the answers services deliver to the store benchmarks, and the failures, so that a
/// benchmark can check that every timed call was answered as expected. Safe from any thread
/// (guarded by a lock); both sides of a row pay the same for it.
final class AnswerTally: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var answers = 0
  private var items = 0
  private var failures: [String] = []

  /// Records a page answer: one answer and its products, or a failure.
  ///
  /// - Parameter result: The answer.
  func record(_ result: Result<Page<Product>, ServiceError>) {
    lock.lock()
    defer { lock.unlock() }
    switch result {
    case .success(let page):
      answers += 1
      items += page.items.count
    case .failure(let error):
      failures.append("page failed: \(error)")
    }
  }

  /// Records a cart answer: one answer, or a failure.
  ///
  /// - Parameter result: The answer.
  func record(_ result: Result<Int, CartError>) {
    lock.lock()
    defer { lock.unlock() }
    switch result {
    case .success:
      answers += 1
    case .failure(let error):
      failures.append("cart addition failed: \(error)")
    }
  }

  /// Records a failure of the store that a service reported and otherwise hid.
  ///
  /// - Parameter error: The store's error.
  func recordStoreFailure(_ error: any Error) {
    lock.lock()
    defer { lock.unlock() }
    failures.append("the store failed: \(error)")
  }

  /// The successful answers so far.
  var answerCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return answers
  }

  /// The products in the successful page answers so far.
  var itemCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return items
  }

  /// The first failure recorded, or `nil`.
  var firstFailure: String? {
    lock.lock()
    defer { lock.unlock() }
    return failures.first
  }
}
