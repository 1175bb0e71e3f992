import MVPCore

extension TaskScope {
  /// Waits until every task in the scope, including ones started while waiting, has finished:
  /// `await presenter.tasks.waitUntilIdle()` after the test has answered what it started.
  ///
  /// The scope of a screen answers for its parts: the wait also awaits the tasks of the
  /// presenters embedded in the screen (`ScreenLifecycle.embed(_:view:)`), of the presenters
  /// embedded in those, and so on, and returns only when all of them are idle at the same time,
  /// so work that one part's result starts in another is awaited too.
  ///
  /// Cancelled tasks are awaited too, until they unwind. Completion-handler operations are not
  /// awaited: they finish when their service answers, which a test drives itself. A live
  /// subscription (a `ResourceLoader` fed by a live source) is awaited while it starts and while
  /// it shows a value, not while it waits for its next value: the wait returns with the screen
  /// subscribed. A value its source holds but has not handed over is not seen; send values with
  /// ``LiveSourceStub``, whose `send(_:)` returns once the value is shown.
  ///
  /// Inside a ``PresenterTest`` the wait fails the test at once, naming the calls, when every
  /// task left waits for the test (a stub call it has not answered, a `ManualClock` it has not
  /// moved): the test is the only one who could change that, and it is waiting here. Elsewhere it
  /// never times out. (A test-only member: it was `MVPCore`'s, and is the test kit's since
  /// `TaskScope` holds only what apps run.)
  ///
  /// - Parameters:
  ///   - fileID: The caller's `#fileID`, for that failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitUntilIdle(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await awaitIdle(
      includingParts: true, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits until every task running under `key` when called has finished, leaving other work
  /// running. Lets a test observe one request's outcome while another is still pending.
  ///
  /// The scope of a screen answers for its parts: the tasks under `key` of the presenters
  /// embedded in the screen (`ScreenLifecycle.embed(_:view:)`), parts of parts included, are
  /// awaited too.
  ///
  /// Inside a ``PresenterTest`` the wait fails the test at once when it can never end, as
  /// ``waitUntilIdle(fileID:filePath:line:column:)`` does. A live subscription under `key` is
  /// awaited until it waits for its next value.
  ///
  /// - Parameters:
  ///   - key: The key the tasks were started under.
  ///   - fileID: The caller's `#fileID`, for that failure.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  public func waitUntilFinished(
    _ key: ScreenKey,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await awaitFinished(
      key, includingParts: true, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
