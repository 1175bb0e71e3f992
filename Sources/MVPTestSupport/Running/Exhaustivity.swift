/// The end-of-test checks of a ``PresenterTest``: what may not be left over when a test ends.
///
/// Every check is on by default; a test opts out of single checks, like TCA's `TestStore`
/// exhaustivity setting:
///
/// ```swift
/// @Suite(.presenterTest(skipping: .leaks)) struct ...      // for a whole suite
/// PresenterTest.current?.skip(.runningWork)                 // inside one test
/// ```
public struct Exhaustivity: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The checks as bits.
  public let rawValue: Int

  /// Creates a set of checks from its bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Calls recorded by a ``CallRecorder`` (mock views, ``RecordingRouter``,
  /// ``RecordingNavigator``) that no `expectCalls` checked.
  public static let viewCalls = Exhaustivity(rawValue: 1 << 0)

  /// Calls of an ``AsyncStub`` or ``CallbackStub`` that were neither answered nor cancelled,
  /// subscriptions to a ``LiveSourceStub`` left open, and requests an ``HTTPStub`` holds open.
  public static let stubCalls = Exhaustivity(rawValue: 1 << 1)

  /// Work still running: tasks and completion-handler operations of a presenter's `TaskScope`
  /// (also when the scope was released with them), work queued in a ``ManualDispatcher``, tasks
  /// sleeping on a `ManualClock`, and a screen state's `refresh()` calls still waiting
  /// (`RefreshWaiters`).
  public static let runningWork = Exhaustivity(rawValue: 1 << 2)

  /// One-shot view updates (`.queue`) that a `ViewBinding` still holds, or held when it was
  /// released, because no visible view was attached.
  public static let queuedUpdates = Exhaustivity(rawValue: 1 << 3)

  /// Objects of the test's modules that outlived the test: the presenters and views of every
  /// `Module` made in the test, every `TaskScope`, `ViewBinding` and `RefreshWaiters`, and objects
  /// given to ``PresenterTest/track(_:as:)``.
  public static let leaks = Exhaustivity(rawValue: 1 << 4)

  /// Every check.
  public static let all: Exhaustivity = [
    .viewCalls, .stubCalls, .runningWork, .queuedUpdates, .leaks,
  ]

  /// The checks' names, for example `[viewCalls, leaks]`.
  public var description: String {
    let names: [(Exhaustivity, String)] = [
      (.viewCalls, "viewCalls"), (.stubCalls, "stubCalls"), (.runningWork, "runningWork"),
      (.queuedUpdates, "queuedUpdates"), (.leaks, "leaks"),
    ]
    return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
  }
}
