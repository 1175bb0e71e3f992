import GoodsFeature
import MVPCore

/// The goods list as a terminal screen: numbered product rows with price, list price when
/// discounted and the one highlight tag.
///
/// Passive: `next`, `refresh`, `retry`, `open N` and `cart N` become calls on its
/// ``GoodsFeature/GoodsListPresenter``, which it keeps strongly.
///
/// Threading: main actor only.
@MainActor
public final class TerminalGoodsListView: GoodsListView, TerminalScreen {
  /// The presenter this view forwards input to; kept strongly (view → presenter).
  public let presenter: GoodsListPresenter

  private var cells: [GoodsCellViewModel] = []
  private var state = ScreenState()
  private var isLoadingMore = false
  private var skippedNotice: String?
  private var skippedLog: SkippedItemLog

  /// Creates the view around its presenter.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, kept strongly.
  ///   - diagnostics: Where each item the server sent unreadable is described (`--verbose`:
  ///     standard error), or `nil` (the default) for nowhere.
  public init(presenter: GoodsListPresenter, diagnostics: (any TextOutput)? = nil) {
    self.presenter = presenter
    self.skippedLog = SkippedItemLog(list: "goods", output: diagnostics)
  }

  // MARK: GoodsListView

  /// Shows the full-screen loading line.
  public func showLoading() { state.isLoading = true }

  /// Hides the loading line.
  public func hideLoading() { state.isLoading = false }

  /// Replaces the rows with the error state.
  ///
  /// - Parameters:
  ///   - message: The explanation.
  ///   - canRetry: Whether to offer `retry`.
  public func showError(message: String, canRetry: Bool) {
    cells = []
    state.showError(message: message, canRetry: canRetry)
  }

  /// Replaces the rows with the empty state.
  ///
  /// - Parameter message: The explanation.
  public func showEmpty(message: String) {
    cells = []
    state.showEmpty(message: message)
  }

  /// Queues a transient message for the next rendering.
  ///
  /// - Parameter text: The message.
  public func showMessage(_ text: String) { state.messages.append(text) }

  /// Replaces every row.
  ///
  /// - Parameter cells: The rows, in order.
  public func showGoods(_ cells: [GoodsCellViewModel]) {
    self.cells = cells
    state.showContent()
  }

  /// Inserts a further page's rows.
  ///
  /// - Parameters:
  ///   - range: Where the rows go, starting at the current row count.
  ///   - cells: The rows.
  public func insertGoods(at range: Range<Int>, cells: [GoodsCellViewModel]) {
    self.cells.insert(contentsOf: cells, at: min(range.lowerBound, self.cells.count))
  }

  /// Nothing to stop: a terminal has no refresh indicator.
  public func endRefreshing() {}

  /// Shows the loading-more line.
  public func showLoadingMore() { isLoadingMore = true }

  /// Hides the loading-more line.
  public func hideLoadingMore() { isLoadingMore = false }

  /// Shows the notice of items that could not be shown under the rows, or removes it; describes
  /// each new one on the diagnostics output.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  public func showSkippedItemsNotice(_ notice: String?) {
    skippedNotice = notice
    skippedLog.record(presenter.skippedProducts)
  }

  // MARK: TerminalScreen

  /// The presenter's task scope.
  public var taskScopes: [TaskScope] { [presenter.tasks] }

  /// Forwards `event` to the presenter.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) { presenter.handle(event) }

  /// Renders the rows, a count line and the state.
  ///
  /// - Returns: The screen.
  public func render() -> ScreenContent {
    var lines = cells.enumerated().map { Self.row($0.offset + 1, $0.element) }
    if !cells.isEmpty { lines.append("\(cells.count) products shown.") }
    if let skippedNotice { lines.append(skippedNotice) }
    if isLoadingMore { lines.append("Loading more...") }
    lines += state.takeLines()
    var commands = ["open N", "cart N", "next", "refresh"]
    if state.offersRetry { commands.append("retry") }
    return ScreenContent(title: "Goods", lines: lines, commands: commands)
  }

  /// Handles `next`, `refresh`, `retry`, `open N` and `cart N`.
  ///
  /// - Parameter command: The command.
  /// - Returns: The outcome.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    switch command {
    case .next:
      presenter.loadNextPage()
    case .refresh:
      presenter.refresh()
    case .retry:
      presenter.retry()
    case .open(let row):
      return withRow(row) { presenter.selectProduct(at: $0) }
    case .cart(let row?):
      return withRow(row) { presenter.addToCart(at: $0) }
    case .cart(nil):
      return .rejected("'cart' needs a row number here, for example 'cart 2'.")
    default:
      return .unsupported
    }
    return .performed
  }

  private func withRow(_ row: Int, _ action: (Int) -> Void) -> CommandOutcome {
    switch RowNumber.index(row, count: cells.count) {
    case .success(let index):
      action(index)
      return .performed
    case .failure(let error):
      return .rejected(error.message)
    }
  }

  private static func row(_ number: Int, _ cell: GoodsCellViewModel) -> String {
    var text = "\(number). \(cell.name) | \(cell.priceText)"
    if let original = cell.originalPriceText { text += " (was \(original))" }
    if let tag = cell.tagText { text += " [\(tag)]" }
    return text
  }
}
