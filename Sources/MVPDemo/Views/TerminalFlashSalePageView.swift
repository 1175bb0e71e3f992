import GoodsFeature
import MVPCore

/// The flash-sale page as a terminal screen, composed of its sections' views: the banner's
/// countdown line, the goods on sale (the goods list's own terminal view, driven by the page's
/// goods section) and the sign-in line.
///
/// Passive: `next`, `refresh`, `retry`, `list`, `open N` and `cart N` go to the goods section's
/// view; lifecycle events go to the page's presenter, which forwards them to every section. The
/// countdown's ticking is not waited for between commands: it is shown as it stands when the
/// screen prints (in a script, `wait N` moves the clock it follows).
@MainActor
public final class TerminalFlashSalePageView: FlashSalePageView, LiveTerminalScreen {
  /// The page's presenter; kept strongly (view → presenter).
  public let presenter: FlashSalePagePresenter

  private let texts: DemoTexts
  private let noSale: String
  private let bannerLine = TerminalCountdownLine()

  /// Called when the banner's countdown changes; set by an interactive runner.
  public var liveLineDidChange: (@MainActor () -> Void)? {
    get { bannerLine.didChange }
    set { bannerLine.didChange = newValue }
  }

  /// The banner: the first line.
  public var liveLine: (index: Int, text: String)? {
    (0, bannerLine.countdown?.text ?? noSale)
  }
  private let goodsList: TerminalGoodsListView
  private let signInLine = TerminalSignInLine()

  /// Creates the page's view around its presenter.
  ///
  /// - Parameters:
  ///   - presenter: The page's presenter, kept strongly.
  ///   - texts: The demo's strings.
  ///   - noSale: The banner's sentence when there is no sale.
  public init(presenter: FlashSalePagePresenter, texts: DemoTexts, noSale: String) {
    self.presenter = presenter
    self.texts = texts
    self.noSale = noSale
    // The sale's goods are the catalogue's filtered on the client: their number is unknown until
    // the last page.
    goodsList = TerminalGoodsListView(presenter: presenter.goods, texts: texts, isFiltered: true)
  }

  // MARK: FlashSalePageView

  /// The banner's view.
  public var banner: any FlashSaleCountdownView { bannerLine }

  /// The goods section's view.
  public var goods: any GoodsListView { goodsList }

  /// The sign-in section's view.
  public var signIn: any SignInPromptView { signInLine }

  // MARK: TerminalScreen

  /// The goods section's work; the countdown's tick is not waited for.
  public var taskScopes: [TaskScope] { goodsList.taskScopes }

  /// The goods section's progress line.
  public var progress: String? { goodsList.progress }

  /// Forwards `event` to the page's presenter.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) {
    // Back on the page, the goods section prints the rows the user was on again.
    if event == .viewWillAppear { goodsList.willAppear() }
    presenter.handle(event)
  }

  /// Renders the banner, the goods section and the sign-in line.
  ///
  /// - Returns: The screen.
  public func render() -> ScreenContent {
    let goods = goodsList.render()
    var lines = [bannerLine.countdown?.text ?? noSale]
    lines += goods.lines
    if let prompt = signInLine.prompt { lines.append(prompt) }
    return ScreenContent(
      title: texts.saleTitle, lines: lines, commands: goods.commands, messages: goods.messages)
  }

  /// The name the goods section's row of product `id` shows, or `nil`.
  ///
  /// - Parameter id: The product's id.
  func shownName(id: Int) -> String? {
    goodsList.shownName(id: id)
  }

  /// Handles the goods section's commands.
  ///
  /// - Parameter command: The command.
  /// - Returns: The goods section's outcome.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    goodsList.perform(command)
  }
}
