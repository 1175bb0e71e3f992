/// A mock that records its calls in a ``CallRecorder``; conforming gives it ``record(_:fileID:filePath:line:column:)``,
/// so that each mocked method is one short line.
///
/// ```swift
/// final class MockGreetingView: GreetingView, CallRecording {
///   enum Call: Equatable { case showLoading, hideLoading, showGreeting(String) }
///   let recorder = CallRecorder<Call>()
///   func showLoading() { record(.showLoading) }
///   func hideLoading() { record(.hideLoading) }
///   func showGreeting(_ text: String) { record(.showGreeting(text)) }
/// }
/// ```
@MainActor
public protocol CallRecording: AnyObject {
  /// The mock's calls, one case per mocked method; `Equatable` for `expectCalls`. (The protocol
  /// does not require it, so a mock in a target with main-actor default isolation, whose `Call`
  /// is then `Equatable` on the main actor only, conforms as it is.)
  associatedtype Call

  /// Where the calls are recorded; tests assert on it.
  var recorder: CallRecorder<Call> { get }
}

extension CallRecording {
  /// Records `call` in ``recorder``.
  ///
  /// - Parameters:
  ///   - call: The typed call, with its arguments.
  ///   - fileID: The mock method's `#fileID`, for a failure when called off the main queue.
  ///   - filePath: The mock method's `#filePath`.
  ///   - line: The mock method's `#line`.
  ///   - column: The mock method's `#column`.
  public func record(
    _ call: Call,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    recorder.record(call, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
