import MVPCore
import MVPDemo

/// Builds fake root screens and counts how often.
@MainActor
final class FakeRootFactory: RootScreenFactory {
  let log: LifecycleLog
  let dispatcher: any Dispatcher
  var built: [String] = []

  init(log: LifecycleLog, dispatcher: any Dispatcher) {
    self.log = log
    self.dispatcher = dispatcher
  }

  func makeGoodsList(navigator: ScreenStack) -> any TerminalScreen {
    built.append("goods")
    return FakeScreen(
      "Goods", rows: ["apple", "pear"], log: log, dispatcher: dispatcher, navigator: navigator)
  }

  func makeUserList(navigator: ScreenStack) -> any TerminalScreen {
    built.append("users")
    return FakeScreen(
      "Users", rows: ["ada"], log: log, dispatcher: dispatcher, navigator: navigator)
  }
}
