import MVPCore

extension WriteOutcomes {
  /// Suspends until at least `count` outcomes were received in all (``WriteOutcomes/receivedCount``),
  /// for a test that released its presenter during a write and then answered it.
  ///
  /// ```swift
  /// do {
  ///   let (view, presenter) = try await makeLoadedModule()  // every reference in this scope
  ///   presenter.save()
  ///   await service.saves.waitForPendingRequests(1)
  ///   view.recorder.expectCalls([.showSaving])
  /// }  // the user leaves during the save: the view and its presenter are released
  /// service.saves.succeed(with: ())  // the save still reaches its end
  /// let outcomes = try #require(PresenterTest.current).writeOutcomes
  /// await outcomes.waitForOutcomes(1)
  /// #expect(outcomes.unhandled.map(\.succeeded) == [true])
  /// ```
  ///
  /// Inside a ``PresenterTest`` it fails at once, naming the calls, when the outcomes cannot come
  /// (every piece of work left waits for the test); elsewhere it never times out.
  ///
  /// - Parameters:
  ///   - count: The number of outcomes to wait for, counting from the creation of these outcomes.
  ///   - fileID: The caller's `#fileID`, for the failure when they cannot come.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitForOutcomes(
    _ count: Int = 1,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    if let ledger = TestLedger.current {
      _ = await ledger.waitOrFail(
        until: { receivedCount >= count }, waiting: "waitForOutcomes(\(count))",
        detail: { "\(receivedCount) received: \(unhandled.map(\.description))" }, fileID: fileID,
        filePath: filePath, line: line, column: column)
      return
    }
    await waitUntilReceived(count)
  }
}
