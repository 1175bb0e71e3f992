/// Where one piece of work's result goes: its owner (held weakly) while it lives, and for a write
/// whose owner is gone, the scope's ``WriteOutcomes``. Main-actor isolated, so it may travel
/// through `@Sendable` closures.
@MainActor
final class Delivery<Owner: AnyObject, Value> {
  weak var owner: Owner?
  /// The owner's dynamic type, named only when a write outcome needs it (the owner is gone):
  /// naming a type (`String(describing:)`) costs more than the rest of a delivery.
  let ownerType: AnyObject.Type
  let key: ScreenKey?
  nonisolated let role: WorkRole
  let outcomes: WriteOutcomes
  let then: (Owner, Result<Value, any Error>) -> Void

  init(
    owner: Owner, key: ScreenKey?, role: WorkRole, outcomes: WriteOutcomes,
    reportedAs reportedOwner: AnyObject.Type? = nil,
    then: @escaping (Owner, Result<Value, any Error>) -> Void
  ) {
    self.owner = owner
    ownerType = reportedOwner ?? type(of: owner)
    self.key = key
    self.role = role
    self.outcomes = outcomes
    self.then = then
  }

  /// Hands `result` to the owner, or for a write whose owner is gone, to the outcomes; a read's
  /// result with no owner is dropped.
  ///
  /// - Parameters:
  ///   - result: The work's outcome.
  ///   - work: The work's identity for a test kit's observer, told who received it.
  func deliver(_ result: Result<Value, any Error>, work: WorkID?) {
    if let owner {
      then(owner, result)
      if let work { work.observer.workDelivered(work, toOwner: true) }
    } else if role == .write {
      let failure: ServiceError? =
        switch result {
        case .success: nil
        case .failure(let error): ServiceError(classifying: error)
        }
      let presenter = String(describing: ownerType)
      outcomes.receive(WriteOutcome(presenter: presenter, key: key, failure: failure))
      if let work { work.observer.workDelivered(work, toOwner: false) }
    }
  }
}
