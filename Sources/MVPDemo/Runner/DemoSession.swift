import Foundation
import MVPCore
import MVPRestoration

/// The demo's state between commands: the screen stack, the root screens, the saved session and
/// the work still in flight.
///
/// Screens are built by route (``DemoRoute``) through ``routeNavigator``, so the stack can be
/// saved and rebuilt (`--state`) and opened from a link (`--open`). The root screens (`goods`,
/// `users`, `sale`) stay alive while another is shown, as tabs do: switching back shows the same
/// screen, with its rows.
///
/// ``execute(_:progress:)`` parses a line, handles `goods`, `users`, `sale`, `wait`, `cart`
/// (showing the cart), `offline`, `online`, `hold`, `release`, `help` and `quit` itself,
/// hands the others to the top screen (`back` pops the screen unless the screen handles it),
/// reports what the work started is doing (`Loading more…`) while there is any, then waits until
/// every presenter's work has settled: it awaits each presenter's `TaskScope.awaitIdle()`
/// and, while a completion-handler operation is still waiting for its answer, the next delivery
/// through the ``NotifyingDispatcher``. While the server holds its answers (`hold`), it waits
/// instead until all the work left waits for a held answer. Nothing sleeps or polls. Every
/// command gets an answer: a screen that changed, a message, or a note saying why nothing
/// happened.
@MainActor
public final class DemoSession {
  /// The stack of screens shown; the modules' routers change it through ``routeNavigator``.
  public let navigator: ScreenStack

  /// The navigator that builds the screens by route on ``navigator``.
  public let routeNavigator: DemoNavigator

  /// The language of the session's own texts.
  public let texts: DemoTexts

  private let factory: any DemoScreenFactory
  private let monitor: DeliveryMonitor
  private let roots: KeptRootScreens
  private let restoration: AppRestoration<DemoRoute, any TerminalScreen>?
  /// Whether the next rendering follows `online`: it then says how to reload, with a command
  /// the screen offers (`refresh`, else `retry`), or nothing when it offers neither.
  private var followsOnline = false

  /// Creates a session; nothing is shown until ``start(opening:progress:)``.
  ///
  /// - Parameters:
  ///   - factory: Builds the screens by route.
  ///   - monitor: The monitor of the dispatcher the modules were given.
  ///   - texts: The language of the session's texts; English by default.
  ///   - state: Where the session is kept between runs (`--state`): restored by
  ///     ``start(opening:progress:)``, saved by ``leave()``; `nil` (the default) for nowhere.
  public init(
    factory: any DemoScreenFactory, monitor: DeliveryMonitor, texts: DemoTexts = .english,
    state: DemoStateKeeping? = nil
  ) {
    self.factory = factory
    self.monitor = monitor
    self.texts = texts
    let stack = ScreenStack(texts: texts)
    let roots = KeptRootScreens()
    self.navigator = stack
    self.roots = roots
    let routeNavigator = DemoNavigator(platform: stack) { [factory, weak roots] route, navigator in
      let screen = factory.makeScreen(for: route, navigator: navigator)
      if route.isRoot { roots?.keep(screen, for: route) }
      return screen
    }
    self.routeNavigator = routeNavigator
    restoration = state.map {
      AppRestoration(
        navigator: routeNavigator, store: $0.store, appVersion: DemoStateKeeping.appVersion,
        now: $0.now, log: $0.log)
    }
  }

  /// Ends the session: the top screen disappears (the screens under it already have), so the
  /// clocks its presenters follow stop (a countdown's ticks, the goods list's wait for the next
  /// flash-sale start or end).
  public func end() {
    navigator.top?.send(.viewWillDisappear)
    navigator.top?.send(.viewDidDisappear)
  }

  /// Shows the first screens and waits for their work to settle: the session saved last time
  /// when there is one (`--state`), else the goods list; then `link`, if any, over them, by
  /// `RouteNavigator.open`'s rule: the screens it shares at the bottom stay, the rest is
  /// replaced, unless a screen it would replace holds unsaved edits (a restored editor's draft):
  /// then the link is not opened, and the note says why. Only the screen that ends on top is
  /// shown (and loads); a restored screen the link replaces never loads.
  ///
  /// - Parameters:
  ///   - link: A deep link to open (`--open`), or `nil` (the default).
  ///   - progress: Told, once, what the work is doing while it runs (`Loading…`); by default
  ///     nobody.
  /// - Returns: What to say under the first screen, one line each: that the last session was
  ///   restored, or why it could not be; why the link could not be opened.
  @discardableResult
  public func start(opening link: URL? = nil, progress: (String) -> Void = { _ in }) async
    -> [String]
  {
    var notes: [String] = []
    navigator.changeAtOnce { notes = showFirstScreens(opening: link) }
    await settle(progress: progress)
    return notes
  }

  /// Restores the saved session, else shows the goods list; then opens `link` over it.
  ///
  /// - Parameter link: The link, or `nil`.
  /// - Returns: The notes of ``start(opening:progress:)``.
  private func showFirstScreens(opening link: URL?) -> [String] {
    var notes: [String] = []
    if let restoration {
      switch restoration.restore(or: [.goods]) {
      case .restored: notes.append(texts.sessionRestored)
      case .dropped(let error): notes.append(texts.sessionNotRestored(error))
      case .nothingSaved: break
      }
    } else {
      routeNavigator.open([.goods], animated: false)
    }
    if let link {
      do {
        let stack = try DemoLinks.patterns.stack(for: link)
        let unsaved = routeNavigator.routesWithUnsavedEdits(byOpening: stack)
        if !routeNavigator.open(stack, animated: false) {
          notes.append(texts.linkKeepsEdits(link, unsaved))
        }
      } catch {
        notes.append(texts.linkNotOpened(link, error))
      }
    }
    return notes
  }

  /// Leaves the session, as iOS ends a suspended app: saves the screen stack and every screen's
  /// state (`--state`) with the work in flight as it is, then drops the answers the server
  /// holds (`hold`): the server never handles them, so a save or a deletion in flight is never
  /// sent, and a restored editor offers its draft again. Waits for the work that ends to settle.
  public func leave() async {
    restoration?.save()
    guard let held = factory.heldAnswers, held.isHolding else { return }
    held.dropHeld()
    await settle()
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
      notes += switchTo(.goods, alreadyThere: texts.onGoods)
    case .users:
      notes += switchTo(.users, alreadyThere: texts.onUsers)
    case .sale:
      notes += switchTo(.sale, alreadyThere: texts.onSale)
    case .hold, .release:
      notes.append(holdOrRelease(command))
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

  /// Waits until no presenter of a live screen has work in flight or, while the server holds
  /// its answers (`hold`), until all the work left waits for a held answer.
  ///
  /// - Parameter progress: Told, before waiting and only if there is work in flight, what the top
  ///   screen's work is doing (its ``TerminalScreen/progress``, else a generic line).
  public func settle(progress: (String) -> Void = { _ in }) async {
    if !liveScopes().allSatisfy(\.isIdle) {
      progress(navigator.top?.progress ?? texts.working)
    }
    while true {
      let seen = monitor.deliveredCount
      if let held = factory.heldAnswers, held.isHolding {
        // Every request reaches the server and waits there: a request on its way arrives as a
        // delivery (see `holdOrRelease`), a completion handler's answer as one too.
        let running = liveScopes().map(\.pendingWorkDescriptions.count).reduce(0, +)
        if running == 0 || (held.heldCount > 0 && running <= held.heldCount) { return }
      } else {
        for scope in liveScopes() {
          await scope.awaitIdle()
        }
        if liveScopes().allSatisfy(\.isIdle) { return }
      }
      await monitor.waitForDelivery(after: seen)
    }
  }

  /// `hold`: the server holds every answer, each request arriving there waking the runner;
  /// `release`: it answers them all.
  ///
  /// - Parameter command: `hold` or `release`.
  /// - Returns: What to say.
  private func holdOrRelease(_ command: DemoCommand) -> String {
    guard let held = factory.heldAnswers else {
      return texts.serverSwitchNeedsBundledCatalog(command.name)
    }
    if command == .release {
      guard held.isHolding else { return texts.notHolding }
      let count = held.heldCount
      held.release()
      return texts.released(count)
    }
    guard !held.isHolding else { return texts.alreadyHolding }
    let monitor = monitor
    held.hold {
      DispatchQueue.main.async { MainActor.assumeIsolated { monitor.recordDelivery() } }
    }
    return texts.holding
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
    if !isShowingAlone(.goods) { commands.append("goods") }
    if !isShowingAlone(.users) { commands.append("users") }
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

  /// Whether the root screen of `route` is the only screen shown, so that its own command would
  /// do nothing.
  private func isShowingAlone(_ route: DemoRoute) -> Bool {
    guard let root = roots.screen(for: route) else { return false }
    return navigator.top === root && !canGoBack
  }

  private func goBack() {
    if navigator.presented != nil {
      navigator.dismiss(animated: false)
    } else {
      navigator.pop(animated: false)
    }
  }

  /// Switches to the root screen of `route` (`goods`, `users`, `sale`), unless it is shown alone
  /// already or a screen the switch would close holds unsaved edits (an editor's draft, or its
  /// save running): as a link, a switch never throws the user's changes away.
  ///
  /// - Parameters:
  ///   - route: The root's route.
  ///   - alreadyThere: The note when the root is shown alone already.
  /// - Returns: The notes to print: none when it switched.
  private func switchTo(_ route: DemoRoute, alreadyThere: String) -> [String] {
    if isShowingAlone(route) { return [alreadyThere] }
    let unsaved = routeNavigator.routesWithUnsavedEdits(byOpening: [route])
    guard unsaved.isEmpty else { return [texts.switchKeepsEdits(route, unsaved)] }
    showRoot(route)
    return []
  }

  /// Shows the root screen of `route` alone: the one kept alive when it was shown before (with
  /// its rows), else one built by route.
  private func showRoot(_ route: DemoRoute) {
    if let root = roots.screen(for: route) {
      navigator.setRoot(root)
    } else {
      routeNavigator.open([route], animated: false)
    }
  }

  private func liveScopes() -> [TaskScope] {
    var screens = navigator.allScreens
    for root in roots.all where !screens.contains(where: { $0 === root }) {
      screens.append(root)
    }
    return screens.flatMap(\.taskScopes)
  }
}
