extension HTTPStub {
  /// The requests held open and neither answered nor cancelled: renamed ``pendingRequests``
  /// (the stubs wait and answer with one vocabulary). Deprecated: kept one release; forwards.
  @available(*, deprecated, renamed: "pendingRequests")
  public var heldRequests: [Request] {
    pendingRequests
  }

  /// Answers a pending request: now ``answer(at:with:fileID:filePath:line:column:)``, which
  /// takes the index first. Deprecated: kept one release; forwards.
  ///
  /// - Parameters:
  ///   - answer: The response or transport failure to send.
  ///   - index: Which pending request, oldest first.
  ///   - fileID: The caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  @available(*, deprecated, message: "use answer(at: index, with: answer)")
  public func answerHeld(
    _ answer: Answer,
    at index: Int = 0,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.answer(
      at: index, with: answer, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Suspends until at least `count` requests are pending: renamed
  /// ``waitForPendingRequests(_:)``. Deprecated: kept one release; forwards.
  ///
  /// - Parameter count: The number of pending requests to wait for, 1 or more.
  @available(*, deprecated, renamed: "waitForPendingRequests(_:)")
  public func waitForHeldRequests(_ count: Int = 1) async {
    await waitForPendingRequests(count)
  }
}
