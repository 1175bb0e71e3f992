import MVPCore

/// The demo's state between commands: the screen stack, the two root screens, and the work
/// still in flight.
///
/// ``execute(_:)`` parses a line, handles navigation commands itself (`goods`, `users`, `back`,
/// `help`, `quit`), hands the others to the top screen, and then waits until every presenter's
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
  private var goodsRoot: (any TerminalScreen)?
  private var usersRoot: (any TerminalScreen)?

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
    case .back:
      if navigator.presented != nil {
        navigator.dismiss(animated: false)
      } else {
        navigator.pop(animated: false)
      }
    default:
      if let top = navigator.top, case .rejected(let reason) = top.perform(command) {
        notes.append(reason)
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
    for root in [goodsRoot, usersRoot].compactMap(\.self)
    where !screens.contains(where: { $0 === root }) {
      screens.append(root)
    }
    return screens.flatMap(\.taskScopes)
  }
}
