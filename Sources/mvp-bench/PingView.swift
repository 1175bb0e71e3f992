/// The smallest view protocol: one call.
@MainActor
protocol PingView: AnyObject {
  /// The view call.
  func ping()
}
