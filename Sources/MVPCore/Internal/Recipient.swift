/// Holds the receiver of an operation's answer weakly; main-actor isolated, so it may travel
/// through the operation's `@Sendable` completion.
@MainActor
final class Recipient<Owner: AnyObject, Value> {
  weak var owner: Owner?
  let then: (Owner, Result<Value, any Error>) -> Void

  init(owner: Owner, then: @escaping (Owner, Result<Value, any Error>) -> Void) {
    self.owner = owner
    self.then = then
  }

  func deliver(_ result: Result<Value, any Error>) {
    guard let owner else { return }
    then(owner, result)
  }
}
