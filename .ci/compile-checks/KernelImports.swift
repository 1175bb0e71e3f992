// expect: pass
// The kernel imports and a screen builds outside the package.
import MVPCore

@MainActor func useTheKernel() -> ScreenLifecycle<AnyObject> { ScreenLifecycle<AnyObject>() }
