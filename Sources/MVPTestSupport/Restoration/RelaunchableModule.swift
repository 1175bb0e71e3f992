import MVPCore

/// A module that a test kills and relaunches, as iOS ends a backgrounded app and the app comes
/// back where the user left it: the way a presenter test proves what its screen restores
/// (Swift Testing or XCTest, inside a presenter test or not).
///
/// ```swift
/// @Test func aRelaunchShowsTheQuantityTheUserChose() throws {
///   let app = RelaunchableModule { QuantityModule.build { MockQuantityView(presenter: $0) } }
///   app.module.presenter.viewDidLoad()
///   app.module.presenter.choose(3)
///   try app.module.view(as: MockQuantityView.self).recorder.expectCalls([
///     .showQuantity(1), .showQuantity(3),
///   ])
///   try app.killAndRelaunch()
///   app.module.presenter.viewDidLoad()
///   try app.module.view(as: MockQuantityView.self).recorder.expectCalls([.showQuantity(3)])
/// }
/// ```
///
/// `build` runs once at once, and again at every ``killAndRelaunch(fileID:filePath:line:column:)``,
/// which does what a kill and a relaunch do to the app, in this order:
/// 1. **Save.** Every screen (each `ScreenLifecycle`) made while the module was built saves its
///    state: what its loaders keep (a `PagedListLoader` its loaded range and top row, a form its
///    draft) and the presenter's own values (`ScreenLifecycle.restores(_:of:key:)`). The state
///    is encoded to JSON and decoded again, as an app stores it.
/// 2. **Kill.** The module is released: its reads end and the one-shot messages its views never
///    got are lost, as they die with the app (inside a presenter test, neither counts as left
///    over); a write still running runs on and reports to `WriteOutcomes` (the test's, inside a
///    presenter test), as when the user leaves a screen. The stubs keep their calls, answered
///    or not: the server outlives the app. Every screen of the
///    killed module must then be gone; one still alive fails the test at once, naming it: a
///    variable of the test that holds the old view or presenter keeps it alive, so reach them
///    through ``module`` (`try app.module.view(as: MockQuantityView.self)`), and keep a view only within
///    a `do` block that ends before the kill. Inside the `.presenterTest` trait the test's end
///    also checks, as for every module, that the killed module's view and presenter were
///    deallocated.
/// 3. **Relaunch.** `build` runs again with the saved state: each screen made gets back the
///    state of the screen made in the same order, when its view type matches. What did not come
///    back fails the test, listed (a part that did not encode or decode, a screen of another
///    type, a saved part that no part claimed while the module was built: declare restored
///    values and build loaders in the presenter's `init`).
///
/// Nothing is sent to the new module: the test sends `viewDidLoad()` as the new view would, and
/// the restored screen loads as a fresh one does, with what it restored.
///
/// Threading: main actor; everything is synchronous.
@MainActor
public final class RelaunchableModule<View, Presenter> {
  private let build: @MainActor () -> Module<View, Presenter>
  private var scope: RestorationScope
  private var current: Module<View, Presenter>?

  /// Builds the module, as the app's first launch does.
  ///
  /// - Parameter build: Builds the module with its view, as the app does (for example
  ///   `{ BooksModule.build(service: service) { MockBooksView(presenter: $0) } }`), on stubs the
  ///   test keeps: it runs again at every relaunch. Held for the life of this value.
  public init(_ build: @escaping @MainActor () -> Module<View, Presenter>) {
    self.build = build
    scope = RestorationScope()
    current = scope.build(build)
  }

  /// The module built last: by the first launch, or by the last relaunch.
  public var module: Module<View, Presenter> {
    // `nil` only inside `killAndRelaunch()`, between the kill and the new build.
    current.unsafelyUnwrapped
  }

  /// Kills the module and builds it again from the state its screens saved (see
  /// ``RelaunchableModule``).
  ///
  /// - Parameters:
  ///   - fileID: Where a failure points, the caller's `#fileID`.
  ///   - filePath: The caller's `#filePath`.
  ///   - line: The caller's `#line`.
  ///   - column: The caller's `#column`.
  /// - Returns: The new module, also ``module`` from now on.
  /// - Throws: An error of the JSON round trip; the module is then not killed.
  @discardableResult
  public func killAndRelaunch(
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) throws -> Module<View, Presenter> {
    let killed = scope
    let noted = killed.problems.count
    let saved = try RestorationRoundTrip.savedStates(of: killed)
    RestorationRoundTrip.kill { current = nil }
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let survivors = RestorationRoundTrip.survivors(of: killed)
    if !survivors.isEmpty {
      TestFailure.record(
        (["killAndRelaunch(): the killed module did not go away:"] + survivors)
          .joined(separator: "\n- "), at: location)
    }
    scope = RestorationScope(restoring: saved)
    let relaunched = scope.build(build)
    current = relaunched
    let problems = RestorationRoundTrip.problems(
      killed: killed, notedBefore: noted, relaunched: scope)
    if !problems.isEmpty {
      TestFailure.record(
        (["killAndRelaunch(): the saved state did not all come back:"] + problems)
          .joined(separator: "\n- "), at: location)
    }
    return relaunched
  }
}
