import MVPTestSupport
import Testing

/// Runs `run`, a checker's run expected to break an invariant, and returns its failure, after
/// checking that the run recorded it once as a test failure (collected, so the test does not
/// fail for it).
///
/// - Parameter run: Runs the checker and returns its report.
/// - Returns: The failure of the report.
/// - Throws: When the run broke nothing (`#require`).
@MainActor
func recordedCheckFailure(
  _ run: () async -> CheckReport, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> CheckFailure {
  var report = CheckReport()
  let recorded = await TestFailure.collect { report = await run() }
  let failure = try #require(report.failure, sourceLocation: sourceLocation)
  #expect(recorded.map(\.message) == [failure.description], sourceLocation: sourceLocation)
  return failure
}
