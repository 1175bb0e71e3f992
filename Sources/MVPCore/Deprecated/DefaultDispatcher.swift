/// The main-queue dispatcher of an app, now ``MainQueueDispatcher`` (`.default` as a parameter
/// default, `.main` for the main queue by name). Deprecated: kept one release so that old code
/// compiles with a fix-it.
///
/// `DefaultDispatcher()` now means `MainQueueDispatcher()`, the main queue; where the old
/// default was meant (inside a presenter test it becomes the test's failing dispatcher), write
/// `MainQueueDispatcher.default`.
@available(
  *, deprecated, renamed: "MainQueueDispatcher",
  message: "use MainQueueDispatcher.default where DefaultDispatcher() was a parameter default"
)
public typealias DefaultDispatcher = MainQueueDispatcher
