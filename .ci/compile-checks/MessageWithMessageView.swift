// expect: pass
// The fixed form of MessageWithoutMessageView.swift: the view adopts MessageViewInterface.
import MVPCore

@MainActor protocol GreetingView: LoadingViewInterface, ErrorViewInterface, MessageViewInterface {}

@MainActor func confirm(screen: ScreenLifecycle<any GreetingView>) {
  screen.showMessage("Saved.", on: \.messageView)
}
