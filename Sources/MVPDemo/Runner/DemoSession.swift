import Foundation
import MVPCore

/// The demo's state between commands: the screen stack, the two root screens, and the work
/// still in flight.
///
/// ``execute(_:progress:)`` parses a line, handles `goods`, `users`, `sale`, `wait`, `cart`
/// (showing the cart), `offline`, `online`, `help` and `quit` itself,
/// hands the others to the top screen (`back` pops the screen unless the screen handles it),
/// reports what the work started is doing (`Loading more…`) while there is any, then waits until
/// every presenter's work has settled: it awaits each presenter's `TaskScope.awaitIdle()`
/// and, while a completion-handler operation is still waiting for its answer, the next delivery
/// through the ``NotifyingDispatcher``. Nothing sleeps or polls. Every command gets an answer: a
/// screen that changed, a message, or a note saying why nothing happened.
@MainActor
public final class DemoSession {
  /// The navigator the modules' routers use.
  public let navigator: ScreenStack

  /// The language of the session's own texts.
  public let texts: DemoTexts

  private let factory: any RootScreenFactory
  private let monitor: DeliveryMonitor
  private var goodsRoot: (any TerminalScreen)?
  private var usersRoot: (any TerminalScreen)?
  private var saleRoot: (any TerminalScreen)?
  /// Whether the next rendering follows `online`: it then says how to reload, with a command
  /// the screen offers (`refresh`, else `retry`), or nothing when it offers neither.
  private var followsOnline = false

  /// Creates a session; nothing is shown until ``start(progress:)``.
  ///
  /// - Parameters:
  ///   - factory: Builds the root screens.
  ///   - monitor: The monitor of the dispatcher the modules were given.
  ///   - texts: The language of the session's texts; English by default.
  public init(factory: any RootScreenFactory, monitor: DeliveryMonitor, texts: DemoTexts = .english)
  {
    self.factory = factory
    self.monitor = monitor
    self.texts = texts
    self.navigator = ScreenStack(texts: texts)
  }

  /// Ends the session: the top screen disappears (the screens under it already have), so the
  /// clocks its presenters follow stop (a countdown's ticks, the goods list's wait for the next
  /// flash-sale start or end).
  public func end() {
    navigator.top?.send(.viewWillDisappear)
    navigator.top?.send(.viewDidDisappear)
  }

  /// Shows the goods list and waits for its first load to settle.
  ///
  /// - Parameter progress: Told, once, what the work is doing while it runs (`Loading…`); by
  ///   default nobody.
  public func start(progress: (String) -> Void = { _ in }) async {
    showGoods()
    await settle(progress: progress)
  }

  /// Runs one input line and waits until the work it started has settled.
  ///
  /// - Parameters:
  ///   - line: The line as typed.
  ///   - progress: Told, once, what the work is doing while it runs (`Loading more…`); by
  ///     default nobody.
  /// - Returns: What to print next, or ``StepResult/quit``.
  public func execute(_ line: String, progress: (String) -> Void = { _ in }) async -> StepResult {
    let command: DemoCommand
    do {
      guard let parsed = try CommandParser.parse(line) else { return .nothing }
      command = parsed
    } catch {
      if error == .malformedEdit { await editAsTyped(line, progress: progress) }
      return .screen(notes: [error.message(in: texts)])
    }
    var notes: [String] = []
    switch command {
    case .quit:
      return .quit
    case .help:
      notes = DemoHelp.lines(texts)
    case .goods:
      if isShowingAlone(goodsRoot) { notes.append(texts.onGoods) } else { showGoods() }
    case .users:
      if isShowingAlone(usersRoot) { notes.append(texts.onUsers) } else { showUsers() }
    case .sale:
      if isShowingAlone(saleRoot) {
        notes.append(texts.onSale)
      } else if !showSale() {
        notes.append(texts.notAvailable(command.name))
      }
    case .showCart:
      notes = await factory.cartSummary() ?? [texts.notAvailable(command.name)]
    case .offline, .online:
      if factory.setServerAnswering(command == .online) {
        notes.append(command == .online ? texts.serverUp : texts.serverDown)
        followsOnline = command == .online
      } else {
        notes.append(texts.serverSwitchNeedsBundledCatalog(command.name))
      }
    case .wait(let seconds):
      if factory.advanceClock(by: .seconds(seconds)) {
        // Time-dependent screens (countdowns) show the new time at once.
        navigator.top?.send(.viewWillAppear)
        notes.append(texts.waited(seconds))
      } else {
        notes.append(texts.waitInteractive)
      }
    default:
      switch navigator.top?.perform(command) ?? .unsupported {
      case .performed:
        break
      case .rejected(let reason):
        notes.append(reason)
      case .unsupported where command == .back:
        goBack()
      case .unsupported:
        notes.append(texts.notAvailable(command.name))
      }
    }
    await settle(progress: progress)
    return .screen(notes: notes + navigator.takeProblems())
  }

  /// Hands a malformed `edit` line to the top screen as far as it can be read (the name before
  /// the first `|`, or the whole text, and the e-mail after it, or nothing), so that an open
  /// editor shows what was typed last with the errors that belong to it, never the fields and
  /// errors of an earlier attempt next to the usage error. A screen without an editor ignores it.
  ///
  /// - Parameters:
  ///   - line: The line as typed, starting with `edit`.
  ///   - progress: Told what the work is doing while it runs.
  private func editAsTyped(_ line: String, progress: (String) -> Void) async {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let rest = trimmed.dropFirst("edit".count)
    let bar = rest.firstIndex(of: "|")
    let name = rest[..<(bar ?? rest.endIndex)].trimmingCharacters(in: .whitespaces)
    let email = bar.map { rest[rest.index(after: $0)...].trimmingCharacters(in: .whitespaces) }
    guard navigator.top?.perform(.edit(name: name, email: email ?? "")) == .performed else {
      return
    }
    await settle(progress: progress)
  }

  /// Waits until no presenter of a live screen has work in flight.
  ///
  /// - Parameter progress: Told, before waiting and only if there is work in flight, what the top
  ///   screen's work is doing (its ``TerminalScreen/progress``, else a generic line).
  public func settle(progress: (String) -> Void = { _ in }) async {
    if !liveScopes().allSatisfy(\.isIdle) {
      progress(navigator.top?.progress ?? texts.working)
    }
    while true {
      let seen = monitor.deliveredCount
      for scope in liveScopes() {
        await scope.awaitIdle()
      }
      if liveScopes().allSatisfy(\.isIdle) { return }
      await monitor.waitForDelivery(after: seen)
    }
  }

  /// The current screen as text: the title line, the body, the commands line, the screen's
  /// messages and `notes`, so that what answers the command is printed last, next to the prompt.
  /// After `online`, the notes end with how to reload using a command this screen offers
  /// (`refresh`, else `retry`), if it offers one.
  ///
  /// - Parameter notes: The command's own answer (help, an explanation); none by default.
  /// - Returns: Lines separated by newlines, ending with a newline.
  public func renderScreen(notes: [String] = []) -> String {
    guard let top = navigator.top else {
      return ([texts.nothingToShow] + notes).joined(separator: "\n") + "\n"
    }
    let content = top.render()
    var commands = content.commands
    if !isShowingAlone(goodsRoot) { commands.append("goods") }
    if !isShowingAlone(usersRoot) { commands.append("users") }
    if canGoBack { commands.append("back") }
    commands += ["help", "quit"]
    var notes = notes
    if followsOnline {
      followsOnline = false
      if commands.contains("refresh") {
        notes.append(texts.serverUpRefresh)
      } else if commands.contains("retry") {
        notes.append(texts.retryHint)
      }
    }
    let lines =
      ["== \(content.title) =="] + content.lines + [texts.commandsLine(commands)]
      + content.messages.map { "* \($0)" } + notes
    return lines.joined(separator: "\n") + "\n"
  }

  private var canGoBack: Bool {
    navigator.presented != nil || navigator.screens.count > 1
  }

  /// Whether `root` is the only screen shown, so that its own command would do nothing.
  private func isShowingAlone(_ root: (any TerminalScreen)?) -> Bool {
    guard let root else { return false }
    return navigator.top === root && !canGoBack
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

  /// Shows the flash-sale page; `false` when the factory has none.
  private func showSale() -> Bool {
    guard let root = saleRoot ?? factory.makeFlashSalePage(navigator: navigator) else {
      return false
    }
    saleRoot = root
    navigator.setRoot(root)
    return true
  }

  private func liveScopes() -> [TaskScope] {
    var screens = navigator.allScreens
    for case let root? in [goodsRoot, usersRoot, saleRoot]
    where !screens.contains(where: { $0 === root }) {
      screens.append(root)
    }
    return screens.flatMap(\.taskScopes)
  }
}
