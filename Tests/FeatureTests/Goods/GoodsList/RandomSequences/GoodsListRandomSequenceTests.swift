import Testing

/// Seeded random event sequences against the goods list (issue 8): every order of view, user and
/// server events keeps the screen right. `MVP_RANDOM_SEQUENCES`, `MVP_RANDOM_STEPS` and
/// `MVP_RANDOM_SEED` change the run (see ``RandomSequenceRunner``).
@MainActor @Suite struct GoodsListRandomSequenceTests {
  @Test func randomEventSequencesKeepTheScreenRight() async {
    await RandomSequenceRunner.run(
      GoodsListWorld.self, name: "randomEventSequencesKeepTheScreenRight")
  }
}
