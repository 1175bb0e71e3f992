#if compiler(>=6.1)
  import Testing

  /// Runs every test of a suite, or one test, as an exhaustive ``PresenterTest``.
  ///
  /// ```swift
  /// @MainActor @Suite(.presenterTest) struct UserListLoadingTests { ... }
  /// @Test(.presenterTest(skipping: .leaks)) func ... { ... }
  /// ```
  ///
  /// The suite's stored properties and `init` run inside the test, so what they create is
  /// registered too. The end-of-test failure points at the test function.
  public struct PresenterTestTrait: TestTrait, SuiteTrait, TestScoping {
    /// The checks made when each test ends.
    public let checks: Exhaustivity

    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs one test case as a presenter test; a suite as a whole runs as it is.
    ///
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, `nil` for a suite.
    ///   - function: Runs the test case (or the suite).
    /// - Throws: What the test throws.
    public func provideScope(
      for test: Test,
      testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      guard testCase != nil else { return try await function() }
      if let current = PresenterTest.current {
        // A test's own trait inside a suite's: one presenter test, with the test's checks.
        await current.check(checks)
        return try await function()
      }
      let location = test.sourceLocation
      try await PresenterTest.run(
        checking: checks,
        at: FailureLocation(
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
      ) { _ in try await function() }
    }
  }

  extension Trait where Self == PresenterTestTrait {
    /// Runs the test, or every test of the suite, as an exhaustive ``PresenterTest`` with every
    /// check on.
    public static var presenterTest: PresenterTestTrait {
      PresenterTestTrait(checks: .all)
    }

    /// Runs the test, or every test of the suite, as an exhaustive ``PresenterTest`` without
    /// some checks.
    ///
    /// - Parameter skipped: The checks not to make.
    /// - Returns: The trait.
    public static func presenterTest(skipping skipped: Exhaustivity) -> PresenterTestTrait {
      PresenterTestTrait(checks: Exhaustivity.all.subtracting(skipped))
    }
  }
#endif
