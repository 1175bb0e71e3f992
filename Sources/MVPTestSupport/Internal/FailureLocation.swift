/// Where a failure points: a test's source location, from `#fileID`/`#filePath`/`#line`/
/// `#column` or from Swift Testing's `Test.sourceLocation`.
struct FailureLocation: Sendable {
  let fileID: String
  let filePath: String
  /// The path as XCTest needs it; `nil` when the location came from Swift Testing.
  let staticFilePath: StaticString?
  let line: UInt
  let column: UInt

  init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = "\(filePath)"
    self.staticFilePath = filePath
    self.line = line
    self.column = column
  }

  init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.staticFilePath = nil
    self.line = UInt(line)
    self.column = UInt(column)
  }
}
