import Testing

/// Seeded random event sequences against the goods detail presenter (issue 8).
@MainActor @Suite struct GoodsDetailRandomSequenceTests {
  @Test func randomEventSequencesKeepTheScreenRight() async {
    await RandomSequenceRunner.run(
      GoodsDetailWorld.self, name: "randomEventSequencesKeepTheScreenRight")
  }
}
