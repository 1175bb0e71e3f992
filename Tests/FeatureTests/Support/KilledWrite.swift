import MVPCore
import MVPTestSupport
import Testing

/// Checks that the write a killed module left running ended as when a screen goes away: one
/// outcome in the presenter test's `WriteOutcomes`, described as `description` (for example
/// `"GoodsListPresenter succeeded"`), once the test answered its stub. Failures point at the
/// caller.
///
/// - Parameters:
///   - description: The outcome's description.
///   - fileID: The caller's `#fileID`.
///   - filePath: The caller's `#filePath`.
///   - line: The caller's `#line`.
///   - column: The caller's `#column`.
@MainActor
func expectTheKilledWrite(
  endedAs description: String,
  fileID: String = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) async throws {
  let location = SourceLocation(
    fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
  let outcomes = try #require(PresenterTest.current, sourceLocation: location).writeOutcomes
  await outcomes.waitForOutcomes(
    1, fileID: fileID, filePath: filePath, line: line, column: column)
  #expect(outcomes.unhandled.map(\.description) == [description], sourceLocation: location)
}
