import Foundation
import MVPCore

/// The observations of one ``StoredCartService``: each is told after every addition the service
/// commits, until it is cancelled.
///
/// Threading: safe from any thread; the observers are guarded by a lock and called outside it.
final class CartObservers: @unchecked Sendable {
  private let lock = NSLock()
  private var observers: [Int: @Sendable () -> Void] = [:]
  private var next = 0

  /// Adds `changed`, called after each committed addition, on the queue that committed it.
  ///
  /// - Parameter changed: The observer.
  /// - Returns: The cancellation that removes it.
  func add(_ changed: @escaping @Sendable () -> Void) -> CancellationHandle {
    let number = locked { () -> Int in
      defer { next += 1 }
      observers[next] = changed
      return next
    }
    return CancellationHandle { [weak self] in
      self?.locked { _ = self?.observers.removeValue(forKey: number) }
    }
  }

  /// Tells every observer that the cart changed.
  func notify() {
    let current = locked { Array(observers.values) }
    for changed in current { changed() }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
