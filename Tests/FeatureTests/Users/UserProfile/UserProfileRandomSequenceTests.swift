import Testing

@MainActor @Suite struct UserProfileRandomSequenceTests {
  @Test func randomEventSequencesKeepTheScreenRight() async {
    await RandomSequenceRunner.run(
      UserProfileWorld.self, name: "randomEventSequencesKeepTheScreenRight")
  }
}
