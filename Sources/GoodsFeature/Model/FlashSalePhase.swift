/// Where a ``FlashSale`` stands at a moment.
public enum FlashSalePhase: String, Hashable, Sendable {
  /// Before its start: "starts in".
  case upcoming
  /// Between its start and its end: "ends in".
  case running
  /// From its end on: "ended".
  case ended
}
