import MVPRestoration

/// The demo's route navigator: it builds each ``DemoRoute``'s module and shows its screen on a
/// ``ScreenStack``, and reports the stack as routes (see `RouteNavigator`).
public typealias DemoNavigator = RouteNavigator<DemoRoute, any TerminalScreen>
