import Testing

/// Seeded random event sequences against the user list (issue 8): see ``UserListWorld``.
@MainActor @Suite struct UserListRandomSequenceTests {
  @Test func randomEventSequencesKeepTheScreenRight() async {
    await RandomSequenceRunner.run(
      UserListWorld.self, name: "randomEventSequencesKeepTheScreenRight")
  }
}
