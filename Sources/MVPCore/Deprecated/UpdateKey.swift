/// The key of a screen's kept state, now ``ScreenKey`` (one type names a screen's slot of work or
/// of kept state). Deprecated: kept one release so that old code compiles with a fix-it.
@available(*, deprecated, renamed: "ScreenKey")
public typealias UpdateKey = ScreenKey
