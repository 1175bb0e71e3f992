import Testing

/// A bug planted in ``OrdersPresenter``, the invariant of the checker expected to catch it, and
/// the number of drawn steps the failure reduces to.
struct PlantedBug: Sendable, CustomTestStringConvertible {
  let bug: OrdersBug
  let invariant: String
  let reducedSteps: Int

  init(_ bug: OrdersBug, _ invariant: String, reducedSteps: Int) {
    self.bug = bug
    self.invariant = invariant
    self.reducedSteps = reducedSteps
  }

  var testDescription: String { "\(bug)" }
}
