/// Removed: a ``ResourceLoader`` takes the view's loading and error capabilities and the value's
/// rendering directly (`view: { $0 }, showValue: ...`), checked by the compiler.
@available(
  *, unavailable,
  message: "pass view: { $0 } and showValue: to ResourceLoader's initializer"
)
public struct ResourceRendering<Value, View> {}

extension ResourceLoader {
  /// Replaced by ``init(screen:key:fetch:view:showValue:errorTitle:errorMessage:canRetry:)``.
  ///
  /// - Parameters:
  ///   - screen: The presenter's screen lifecycle.
  ///   - key: The task key.
  ///   - fetch: Loads the resource.
  ///   - rendering: Removed.
  @available(
    *, unavailable,
    renamed: "init(screen:key:fetch:view:showValue:errorTitle:errorMessage:canRetry:)",
    message: "pass view: { $0 } and showValue: instead of a ResourceRendering"
  )
  public convenience init(
    screen: ScreenLifecycle<View>, key: ScreenKey = "resource", fetch: ServiceCall<Void, Value>,
    rendering: ResourceRendering<Value, View>
  ) {
    fatalError("unavailable")
  }
}
