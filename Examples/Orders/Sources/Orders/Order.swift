/// An order. `nonisolated`, because a target with main-actor default isolation would otherwise
/// make its `Identifiable` conformance main-actor only, and a list loader needs items that are
/// `Identifiable & Sendable` everywhere: pages arrive from a service off the main actor.
nonisolated public struct Order: Identifiable, Sendable, Equatable {
  /// The order's identifier.
  public let id: Int
  /// What was ordered.
  public let title: String

  /// Creates an order.
  ///
  /// - Parameters:
  ///   - id: The identifier.
  ///   - title: What was ordered.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}
