// expect: error: 'ResourceRendering' is unavailable: pass view: { $0 } and showValue:
// ResourceRendering is gone; its error says what to write instead.
import MVPCore

@MainActor protocol GreetingView: LoadingViewInterface, ErrorViewInterface {}

@MainActor func rendering() -> ResourceRendering<String, any GreetingView>? { nil }
