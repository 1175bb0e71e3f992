import MVPCore
import MVPDemo

/// Builds fake screens by route and counts how often.
@MainActor
final class FakeScreenFactory: DemoScreenFactory {
  let log: LifecycleLog
  let dispatcher: any Dispatcher
  var built: [String] = []

  init(log: LifecycleLog, dispatcher: any Dispatcher) {
    self.log = log
    self.dispatcher = dispatcher
  }

  func makeScreen(for route: DemoRoute, navigator: DemoNavigator) -> any TerminalScreen {
    let (name, rows): (String, [String]) =
      switch route {
      case .goods: ("Goods", ["apple", "pear"])
      case .users: ("Users", ["ada"])
      case .sale: ("Sale", ["plum"])
      case .goodsDetail(let id): ("Product \(id)", [])
      case .userProfile(let id): ("User \(id)", [])
      }
    built.append(name.lowercased())
    return FakeScreen(name, rows: rows, log: log, dispatcher: dispatcher, navigator: navigator)
  }
}
