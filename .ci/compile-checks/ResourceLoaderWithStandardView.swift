// expect: pass
// The fixed form of ResourceLoaderWithoutStandardView.swift.
import MVPCore

@MainActor protocol GreetingView: LoadingViewInterface, ErrorViewInterface {
  func showGreeting(_ text: String)
}

@MainActor func makeLoader(screen: ScreenLifecycle<any GreetingView>) {
  _ = ResourceLoader<String, any GreetingView>(
    screen: screen, fetch: .async { "Ada" }, view: { $0 },
    showValue: { view, name in view.showGreeting("Hello, \(name)!") })
}
