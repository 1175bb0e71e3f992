// expect: error: cannot convert value of type 'any GreetingView' to closure result type 'any ErrorViewInterface & LoadingViewInterface'
// Former trap: the short ResourceRendering initializer cast the view to
// LoadingViewInterface & ErrorViewInterface at its first call. Now the view: { $0 } projection
// does not convert. Fixed form: ResourceLoaderWithStandardView.swift.
import MVPCore

@MainActor protocol GreetingView: ViewInterface { func showGreeting(_ text: String) }

@MainActor func makeLoader(screen: ScreenLifecycle<any GreetingView>) {
  _ = ResourceLoader<String, any GreetingView>(
    screen: screen, fetch: .async { "Ada" }, view: { $0 },
    showValue: { view, name in view.showGreeting("Hello, \(name)!") })
}
