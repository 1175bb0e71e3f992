import Foundation

/// A value shared between threads in a test (a stub's closure and the test, say), guarded by a
/// lock.
///
/// Threading: safe from any thread.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  /// Creates a value.
  ///
  /// - Parameter value: The first value.
  public init(_ value: Value) {
    storage = value
  }

  /// The value now.
  public var value: Value {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }

  /// Changes the value under the lock.
  ///
  /// - Parameter body: Changes the value in place.
  public func mutate(_ body: (inout Value) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    body(&storage)
  }
}
