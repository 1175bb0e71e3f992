import Testing
import XCTest

/// Reports test failures to whichever test framework is running: Swift Testing when called from
/// a `@Test`, XCTest otherwise.
///
/// Every assertion in `MVPTestSupport` reports through it, so the same helpers serve Swift Testing
/// and XCTest users. Assertions take the caller's `#fileID`, `#filePath`, `#line` and `#column` as
/// default arguments and pass them on, so failures point at the test's own line.
///
/// To test an assertion helper of your own, run it inside ``collect(isolation:_:)``: the failures it
/// records are returned instead of failing the test.
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
    record(
      message, at: FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Records a failure with `message` at a Swift Testing source location, for helpers that take
  /// `sourceLocation: SourceLocation = #_sourceLocation`.
  ///
  /// - Parameters:
  ///   - message: What went wrong, possibly several lines.
  ///   - sourceLocation: Where the failure points.
  public static func record(_ message: String, at sourceLocation: SourceLocation) {
    record(
      message,
      at: FailureLocation(
        fileID: sourceLocation.fileID, filePath: sourceLocation.filePath,
        line: sourceLocation.line, column: sourceLocation.column))
  }

  /// Records a failure with `message` at `location`.
  static func record(_ message: String, at location: FailureLocation) {
    if let collector = FailureCollector.current {
      collector.append(
        RecordedFailure(
          message: message, fileID: location.fileID, filePath: location.filePath,
          line: location.line, column: location.column))
    } else if Test.current != nil {
      let sourceLocation = SourceLocation(
        fileID: location.fileID, filePath: location.filePath, line: Int(location.line),
        column: Int(location.column))
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else if let filePath = location.staticFilePath {
      XCTFail(message, file: filePath, line: location.line)
    } else {
      XCTFail("\(location.fileID):\(location.line): \(message)")
    }
  }

  /// Runs `body` and returns the failures that this kit's assertions recorded in it, in order,
  /// instead of failing the test. Failures recorded by work that `body` starts in other tasks are
  /// collected too, as long as those tasks inherit the current task's task-local values.
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor; `body` runs on it.
  ///   - body: The code whose failures to collect.
  /// - Returns: The failures, empty when none was recorded.
  /// - Throws: What `body` throws.
  public static func collect(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> Void
  ) async rethrows -> [RecordedFailure] {
    let collector = FailureCollector()
    try await FailureCollector.$current.withValue(collector) { try await body() }
    return collector.failures
  }
}
