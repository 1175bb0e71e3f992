import MVPCore

/// The demo's state between commands: the screen stack, the two root screens, and the work
/// still in flight.
///
/// ``execute(_:)`` parses a line, handles `goods`, `users`, `help` and `quit` itself, hands the
/// others to the top screen (`back` pops the screen unless the screen handles it), then waits until every presenter's
/// work has settled: it awaits each presenter's `TaskScope.waitUntilIdle()` and, while a
/// completion-handler operation is still waiting for its answer, the next delivery through the
/// ``NotifyingDispatcher``. Nothing sleeps or polls.
///
/// Threading: main actor only.
@MainActor
public final class DemoSession {
  /// The navigator the modules' routers use.
  public let navigator = ScreenStack()

  private let factory: any RootScreenFactory
  private let monitor: DeliveryMonitor
  private var goodsRoot: (any ViewInterface)?
  private var usersRoot: (any ViewInterface)?

  /// Creates a session; nothing is shown until ``start()``.
  ///
  /// - Parameters:
  ///   - factory: Builds the root screens.
  ///   - monitor: The monitor of the dispatcher the modules were given.
  public init(factory: any RootScreenFactory, monitor: DeliveryMonitor) {
    self.factory = factory
    self.monitor = monitor
  }

  /// Shows the goods list and waits for its first load to settle.
  public func start() async {
    showGoods()
    await settle()
  }

  /// Runs one input line and waits until the work it started has settled.
  ///
  /// - Parameter line: The line as typed.
  /// - Returns: What to print next, or ``StepResult/quit``.
  public func execute(_ line: String) async -> StepResult {
    let command: DemoCommand
    do {
      guard let parsed = try CommandParser.parse(line) else { return .nothing }
      command = parsed
    } catch {
      return .screen(notes: [error.message])
    }
    var notes: [String] = []
    switch command {
    case .quit:
      return .quit
    case .help:
      notes = DemoHelp.lines
    case .goods:
      showGoods()
    case .users:
      showUsers()
    default:
      switch navigator.top?.perform(command) ?? .unsupported {
      case .performed:
        break
      case .rejected(let reason):
        notes.append(reason)
      case .unsupported where command == .back:
        goBack()
      case .unsupported:
        notes.append("'\(command.name)' is not available on this screen.")
      }
    }
    await settle()
    return .screen(notes: notes + navigator.takeProblems())
  }

  /// Waits until no presenter of a live screen has work in flight.
  public func settle() async {
    while true {
      let seen = monitor.deliveredCount
      for scope in liveScopes() {
        await scope.waitUntilIdle()
      }
      if liveScopes().allSatisfy(\.isIdle) { return }
      await monitor.waitForDelivery(after: seen)
    }
  }

  /// The current screen as text: the title line, the body, and the commands line.
  ///
  /// - Returns: Lines separated by newlines, ending with a newline.
  public func renderScreen() -> String {
    guard let top = navigator.top else { return "(nothing to show)\n" }
    let content = top.render()
    let commands =
      content.commands + ["goods", "users"] + (canGoBack ? ["back"] : [])
      + ["help", "quit"]
    let lines =
      ["== \(content.title) =="] + content.lines
      + ["Commands: " + commands.joined(separator: ", ")]
    return lines.joined(separator: "\n") + "\n"
  }

  private var canGoBack: Bool {
    navigator.presented != nil || navigator.screens.count > 1
  }

  private func goBack() {
    if navigator.presented != nil {
      navigator.dismiss(animated: false)
    } else {
      navigator.pop(animated: false)
    }
  }

  private func showGoods() {
    let root = goodsRoot ?? factory.makeGoodsList(navigator: navigator)
    goodsRoot = root
    navigator.setRoot(root)
  }

  private func showUsers() {
    let root = usersRoot ?? factory.makeUserList(navigator: navigator)
    usersRoot = root
    navigator.setRoot(root)
  }

  private func liveScopes() -> [TaskScope] {
    var screens = navigator.allScreens
    for case let root as any TerminalScreen in [goodsRoot, usersRoot]
    where !screens.contains(where: { $0 === root }) {
      screens.append(root)
    }
    return screens.flatMap(\.taskScopes)
  }
}
