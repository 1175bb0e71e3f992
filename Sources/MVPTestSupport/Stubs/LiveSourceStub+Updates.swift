import MVPCore

extension LiveSourceStub {
  /// The stub as an `AsyncSequence` (``LiveSourceStub/updates()``): each iteration is one
  /// subscription to the stub.
  ///
  /// Threading: `Sendable`; iterate it from any task.
  public struct Updates: AsyncSequence, Sendable {
    /// The values the test sends.
    public typealias Element = Value

    let stub: LiveSourceStub<Value>

    /// Opens a subscription.
    ///
    /// - Returns: Its iterator.
    public func makeAsyncIterator() -> Iterator {
      Iterator(token: Iterator.Token(stub.open(.updates)))
    }

    /// One subscription's iterator: the subscription closes when the iteration is cancelled, the
    /// iterator dropped, or the test ended it.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
      /// Closes the subscription when the last copy of the iterator goes.
      final class Token: Sendable {
        let subscription: StubSubscription<Value>

        init(_ subscription: StubSubscription<Value>) {
          self.subscription = subscription
        }

        deinit {
          subscription.cancel()
        }
      }

      let token: Token

      /// The next value the test sends.
      ///
      /// - Returns: The value; `nil` once the test finished the source or the subscription was
      ///   cancelled.
      /// - Throws: The failure the test sent.
      public mutating func next() async throws -> Value? {
        try await token.subscription.next()
      }
    }
  }
}
