/// A request that an ``HTTPStub`` holds open: its `URLProtocol` instance, answered later from the
/// test's thread.
///
/// `URLProtocol` is not `Sendable`; the loading system allows its client to be called from
/// another thread, and the exchange hands each connection to exactly one answer.
struct HeldConnection: @unchecked Sendable {
  let number: Int
  let request: HTTPStub.Request
  let connection: HTTPStubProtocol
}
