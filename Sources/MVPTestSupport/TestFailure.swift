import Testing
import XCTest

/// Reports test failures to whichever test framework is running: Swift Testing when called from
/// a `@Test`, XCTest otherwise.
///
/// Every assertion in `MVPTestSupport` reports through it, so the same helpers serve Swift Testing
/// and XCTest users. Assertions take the caller's `#fileID`, `#filePath`, `#line` and `#column` as
/// default arguments and pass them on, so failures point at the test's own line.
public enum TestFailure {
  /// Records a failure with `message` at the given source location.
  ///
  /// - Parameters:
  ///   - message: What went wrong, possibly several lines (for example a diff).
  ///   - fileID: The failing assertion's `#fileID`.
  ///   - filePath: The failing assertion's `#filePath`.
  ///   - line: The failing assertion's `#line`.
  ///   - column: The failing assertion's `#column`.
  public static func record(
    _ message: String,
    fileID: String,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    if Test.current != nil {
      let location = SourceLocation(
        fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else {
      XCTFail(message, file: filePath, line: line)
    }
  }
}
