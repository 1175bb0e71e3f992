/// The key of a screen's work, now ``ScreenKey`` (one type names a screen's slot of work or of
/// kept state; `TaskKey` and `UpdateKey` were the same type twice). Deprecated: kept one release
/// so that old code compiles with a fix-it.
@available(*, deprecated, renamed: "ScreenKey")
public typealias TaskKey = ScreenKey
