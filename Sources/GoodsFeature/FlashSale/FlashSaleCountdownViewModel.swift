/// What a ``FlashSaleCountdownView`` shows: the sale's phase (for styling) and the sentence.
public struct FlashSaleCountdownViewModel: Hashable, Sendable {
  /// Where the sale stands.
  public let phase: FlashSalePhase
  /// The sentence, such as "Ends in 00:59:59".
  public let text: String

  /// Creates a view model.
  ///
  /// - Parameters:
  ///   - phase: Where the sale stands.
  ///   - text: The sentence.
  public init(phase: FlashSalePhase, text: String) {
    self.phase = phase
    self.text = text
  }
}
