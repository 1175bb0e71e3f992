import Dispatch
import MVPCore
import MVPDemo

/// A terminal screen with a presenter-like task scope, for navigator and session tests.
///
/// `next` answers through a completion handler on a background thread (like the goods feature)
/// and then runs a follow-up `async` task (like the user feature), so settling must wait for
/// both; `open N` pushes a child screen; `retry` starts work that is never delivered because it is
/// superseded at once.
@MainActor
final class FakeScreen: TerminalScreen {
  let name: String
  let log: LifecycleLog
  let dispatcher: any Dispatcher
  weak var navigator: (any Navigator<any TerminalScreen>)?
  let tasks: TaskScope
  private(set) var rows: [String]

  init(
    _ name: String, rows: [String] = [], log: LifecycleLog, dispatcher: any Dispatcher,
    navigator: (any Navigator<any TerminalScreen>)?
  ) {
    self.name = name
    self.rows = rows
    self.log = log
    self.dispatcher = dispatcher
    tasks = TaskScope(dispatcher: dispatcher)
    self.navigator = navigator
  }

  var taskScopes: [TaskScope] { [tasks] }

  func render() -> ScreenContent {
    ScreenContent(
      title: name, lines: rows.enumerated().map { "\($0.offset + 1). \($0.element)" },
      commands: ["open N", "next"])
  }

  func send(_ event: LifecycleEvent) {
    log.entries.append("\(name): \(event)")
  }

  func perform(_ command: DemoCommand) -> CommandOutcome {
    switch command {
    case .next:
      let start = rows.count + 1
      tasks.perform(
        "next", owner: self,
        operation: { completion in
          DispatchQueue.global().async { completion(.success("row \(start)")) }
          return CancellationHandle()
        },
        then: { screen, result in
          guard case .success(let row) = result else { return }
          screen.rows.append(row)
          screen.tasks.run("follow-up") { [weak screen] in
            await Task.yield()
            screen?.rows.append("row \(start + 1)")
          }
        })
      return .performed
    case .open(let row):
      guard rows.indices.contains(row - 1) else { return .rejected("There is no row \(row).") }
      navigator?.push(
        FakeScreen(
          "\(name) > \(rows[row - 1])", log: log, dispatcher: dispatcher, navigator: navigator),
        animated: true)
      return .performed
    default:
      return .unsupported
    }
  }
}
