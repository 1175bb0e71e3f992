import MVPTestSupport
import XCTest

/// The checker runs from XCTest too, in an `async` test method.
final class NotesCheckerXCTests: XCTestCase {
  @MainActor func testACorrectPresenterKeepsEveryInvariant() async {
    let report = await NotesChecker.make().run(sequences: 20)
    XCTAssertNil(report.failure)
    XCTAssertEqual(report.sequencesRun, 20)
  }
}
