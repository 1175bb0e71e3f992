/// A failure that an assertion of this kit recorded, as ``TestFailure/collect(isolation:_:)`` returns it
/// instead of reporting it.
public struct RecordedFailure: Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, possibly several lines.
  public let message: String
  /// The `#fileID` the failure points at.
  public let fileID: String
  /// The `#filePath` the failure points at.
  public let filePath: String
  /// The line the failure points at.
  public let line: UInt
  /// The column the failure points at.
  public let column: UInt

  /// Creates a record.
  ///
  /// - Parameters:
  ///   - message: What went wrong.
  ///   - fileID: The `#fileID` the failure points at.
  ///   - filePath: The `#filePath` the failure points at.
  ///   - line: The line.
  ///   - column: The column.
  public init(message: String, fileID: String, filePath: String, line: UInt, column: UInt) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The message, for diffs in failed expectations.
  public var description: String { message }
}
