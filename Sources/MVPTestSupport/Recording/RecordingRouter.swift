import MVPCore

/// A router that records the routes a presenter navigates to, for presenter tests.
///
/// To stand in for a feature router protocol, declare the conformance once in the test target:
/// `extension RecordingRouter: UserListRouting where Route == UserListRoute {}`.
///
/// The recorder keeps every route until the test ends. A route that holds its presenter strongly
/// (a delegate, a callback capturing `self`) then keeps it alive past the test, reported as a
/// leak: carry callbacks in a `RoutePayload` that captures the presenter weakly.
@MainActor
public final class RecordingRouter<Route>: RouterInterface {
  /// The routes navigated to, in order.
  public let recorder = CallRecorder<Route>(
    label: "RecordingRouter<\(TypeName.of(Route.self))>", kind: "Routes")

  /// Creates a router with no routes recorded.
  public init() {}

  /// Records `route`.
  ///
  /// - Parameter route: The destination the presenter chose.
  public func navigate(to route: Route) {
    recorder.record(route)
  }
}
