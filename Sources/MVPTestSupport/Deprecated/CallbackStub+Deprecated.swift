import Foundation

extension CallbackStub {
  /// Answers the pending call at `index`: renamed ``answer(at:with:on:fileID:filePath:line:column:)``
  /// (the stubs answer with one vocabulary). Deprecated: kept one release; forwards.
  ///
  /// - Parameters:
  ///   - index: The pending call's index, oldest first.
  ///   - result: What the call returns or throws.
  ///   - queue: Where to call the completion; `nil` calls it inline.
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  @available(*, deprecated, renamed: "answer(at:with:)")
  public func complete(
    at index: Int,
    with result: Result<Response, any Error>,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    answer(
      at: index, with: result, on: queue, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Answers the oldest pending call whose request matches: renamed
  /// ``answer(where:with:on:fileID:filePath:line:column:)``. Deprecated: kept one release; forwards.
  ///
  /// - Parameters:
  ///   - isMatch: Picks the request.
  ///   - result: What the call returns or throws.
  ///   - queue: Where to call the completion; `nil` calls it inline.
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  @available(*, deprecated, renamed: "answer(where:with:)")
  public func complete(
    where isMatch: (Request) -> Bool,
    with result: Result<Response, any Error>,
    on queue: DispatchQueue? = nil,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    answer(
      where: isMatch, with: result, on: queue, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }

  /// Suspends until at least `count` calls are pending: renamed
  /// ``waitForPendingRequests(_:fileID:filePath:line:column:)``. Deprecated: kept one release;
  /// forwards.
  ///
  /// - Parameters:
  ///   - count: How many pending calls to wait for.
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  @available(*, deprecated, renamed: "waitForPendingRequests(_:)")
  public func waitForPendingCalls(
    _ count: Int = 1,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await waitForPendingRequests(
      count, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Suspends until at least `count` calls were received in all: renamed
  /// ``waitForRequests(_:fileID:filePath:line:column:)`` (`waitForCalls` is the recorder's, for
  /// view calls). Deprecated: kept one release; forwards.
  ///
  /// - Parameters:
  ///   - count: How many calls to wait for.
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  @available(*, deprecated, renamed: "waitForRequests(_:)")
  public func waitForCalls(
    _ count: Int,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await waitForRequests(count, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
