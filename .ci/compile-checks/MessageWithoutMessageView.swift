// expect: error: 'messageView' is unavailable: the view protocol must adopt MessageViewInterface
// Former trap: screen.showMessage on a view without MessageViewInterface trapped when the queued
// message was delivered, perhaps on a later viewWillAppear. Fixed form: MessageWithMessageView.swift.
import MVPCore

@MainActor protocol GreetingView: LoadingViewInterface, ErrorViewInterface {}

@MainActor func confirm(screen: ScreenLifecycle<any GreetingView>) {
  screen.showMessage("Saved.", on: \.messageView)
}
