import MVPTestSupport

/// A world for testing ``RandomSequenceRunner`` itself: a counter whose invariant breaks at the
/// third increment, among steps that do nothing; its release finds the increments in flight as
/// writes.
@MainActor
final class CountingWorld: RandomSequenceModel {
  enum Step: String, CustomStringConvertible, Sendable {
    case increment
    case nothing

    var description: String { rawValue }
  }

  private var count = 0
  private(set) var writesInFlightAtRelease = 0

  init() {}

  static func randomStep(using generator: inout SeededGenerator) -> Step {
    Bool.random(using: &generator) ? .increment : .nothing
  }

  func perform(_ step: Step) async {
    if step == .increment { count += 1 }
  }

  func violations() -> [String] {
    count >= 3 ? ["count reached \(count)"] : []
  }

  func settle() async -> [String] { [] }

  func release() async -> [String] {
    writesInFlightAtRelease = count
    return []
  }
}
