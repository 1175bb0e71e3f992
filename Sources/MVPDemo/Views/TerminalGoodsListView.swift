import GoodsFeature
import MVPCore
import MVPNetworking

/// The goods list as a terminal screen: numbered product rows with price, list price when
/// discounted and the one highlight tag, then the position in the list.
///
/// Passive: `next`, `refresh`, `retry`, `open N` and `cart N` become calls on its
/// `GoodsListPresenter`, which it keeps strongly; `list` prints every row loaded.
/// It prints only the rows that changed (see `TerminalList`), and reads the presenter's
/// `hasMore` and `expectedCount` to say where the user is and to stop offering `next` at the end.
@MainActor
public final class TerminalGoodsListView: GoodsListView, ScrollingListViewInterface,
  TerminalScreen
{
  /// The presenter this view forwards input to; kept strongly (view → presenter).
  public let presenter: GoodsListPresenter

  private let texts: DemoTexts
  private let isFiltered: Bool
  private var list: TerminalList<GoodsRowViewModel>

  /// Creates the view around its presenter.
  ///
  /// - Parameters:
  ///   - presenter: The presenter, kept strongly.
  ///   - texts: The demo's strings; English by default.
  ///   - diagnostics: Where each item the server sent unreadable is described (`--verbose`:
  ///     standard error), or `nil` (the default) for nowhere.
  ///   - isFiltered: Whether the presenter's pages are filtered on the client (the sale page's
  ///     goods): their length is then unknown until the last page, and the position line counts
  ///     the rows found so far instead of the catalogue's length; `false` by default.
  public init(
    presenter: GoodsListPresenter, texts: DemoTexts = .english,
    diagnostics: (any TextOutput)? = nil, isFiltered: Bool = false
  ) {
    self.presenter = presenter
    self.texts = texts
    self.isFiltered = isFiltered
    self.list = TerminalList(texts: texts, kind: .goods, diagnostics: diagnostics)
  }

  // MARK: GoodsListView

  /// Shows the full-screen loading line.
  public func showLoading() { list.state.isLoading = true }

  /// Hides the loading line.
  public func hideLoading() { list.state.isLoading = false }

  /// Replaces the rows with the error state.
  ///
  /// - Parameters:
  ///   - message: The explanation.
  ///   - canRetry: Whether to offer `retry`.
  public func showError(message: String, canRetry: Bool) {
    list.showError(message: message, canRetry: canRetry)
  }

  /// Replaces the rows with the empty state.
  ///
  /// - Parameter message: The explanation.
  public func showEmpty(message: String) { list.showEmpty(message: message) }

  /// Queues a transient message for the next rendering; one that answers `next` or `refresh`
  /// says that it failed and that `retry` repeats it.
  ///
  /// - Parameter text: The message.
  public func showMessage(_ text: String) { list.showMessage(text) }

  /// Replaces every row.
  ///
  /// - Parameter rows: The rows, in order.
  public func showRows(_ rows: [GoodsRowViewModel]) { list.show(rows) }

  /// Inserts a further page's rows.
  ///
  /// - Parameters:
  ///   - range: Where the rows go, starting at the current row count.
  ///   - rows: The rows.
  public func insertRows(_ rows: [GoodsRowViewModel], at range: Range<Int>) {
    list.insert(rows, at: range)
  }

  /// Replaces a changed product's row.
  ///
  /// - Parameters:
  ///   - index: The row's index; out of range does nothing.
  ///   - row: The new row.
  public func updateRow(at index: Int, with row: GoodsRowViewModel) { list.update(at: index, row) }

  /// Removes a product's row; the rows the user was looking at are printed again, renumbered.
  ///
  /// - Parameter index: The row's index; out of range does nothing.
  public func removeRow(at index: Int) { list.remove(at: index) }

  /// Nothing to stop: a terminal has no refresh indicator.
  public func endRefreshing() {}

  /// Shows the rows from `index` on: a restored list comes back at the rows the user was
  /// reading (`Rows 21–40 of 66 products.`).
  ///
  /// - Parameter index: The row to show at the top.
  public func scrollToRow(at index: Int) { list.scroll(toRow: index) }

  /// Shows the loading-more line.
  public func showLoadingMore() { list.isLoadingMore = true }

  /// Hides the loading-more line.
  public func hideLoadingMore() { list.isLoadingMore = false }

  /// Shows the notice of items that could not be shown under the rows, or removes it.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  public func showSkippedNotice(_ notice: String?) {
    list.showSkippedNotice(notice)
  }

  /// Describes each product not described yet that could not be decoded on the diagnostics output.
  ///
  /// - Parameter failures: Every one of the list so far, oldest first, as the presenter tells.
  public func logSkippedProducts(_ failures: [ItemDecodingFailure]) {
    list.logSkippedItems(failures)
  }

  /// Shows, above the rows, that they are goods saved on the device because the server cannot
  /// be reached, or removes that notice, saying once that the goods are up to date again.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  public func showSavedNotice(_ notice: String?) {
    list.showSavedNotice(notice)
  }

  // MARK: TerminalScreen

  /// The presenter's task scope.
  public var taskScopes: [TaskScope] { [presenter.tasks] }

  /// `Loading…`, `Loading more…` or the cart addition in flight.
  public var progress: String? { list.progress }

  /// Forwards `event` to the presenter; on `viewWillAppear` the rows the user was looking at
  /// are printed again.
  ///
  /// - Parameter event: The lifecycle event.
  public func send(_ event: LifecycleEvent) {
    if event == .viewWillAppear { willAppear() }
    presenter.handle(event)
  }

  /// Notes that the list shows again, so its next rendering prints the page the user was on; for
  /// a screen that embeds this view and forwards lifecycle events itself.
  func willAppear() {
    list.willAppear()
  }

  /// Renders the rows that changed, the position line, the state and the messages, and tells
  /// the presenter the top row (the first row the user looks at), which a saved session keeps.
  ///
  /// - Returns: The screen.
  public func render() -> ScreenContent {
    let paging = presenter.paging
    let content = list.render(
      title: texts.goodsTitle,
      paging: isFiltered ? ListPaging(hasMore: paging.hasMore, expectedCount: nil) : paging,
      rowCommands: [texts.openHint, texts.cartRowHint],
      format: row)
    if let top = list.topRow { presenter.topRowDidChange(to: top) }
    return content
  }

  /// Handles `next`, `refresh`, `retry`, `list`, `open N` and `cart N`.
  ///
  /// - Parameter command: The command.
  /// - Returns: The outcome.
  public func perform(_ command: DemoCommand) -> CommandOutcome {
    if let (outcome, call) = list.perform(command, paging: presenter.paging) {
      presenter.send(call)
      return outcome
    }
    switch command {
    case .open(let row):
      return withRow(row) { presenter.selectProduct(at: $0) }
    case .cart(let row):
      return withRow(row) { index in
        list.pendingProgress = texts.addingToCart(OutsideText.field(list.rows[index].name))
        presenter.addToCart(at: index)
      }
    default:
      return .unsupported
    }
  }

  /// The name the row of product `id` shows, made inert as printed, or `nil` when no row shows
  /// it; the title of a detail opened from that row until the product loads.
  ///
  /// - Parameter id: The product's id.
  func shownName(id: Int) -> String? {
    list.rows.first { $0.id == id }.map { OutsideText.field($0.name) }
  }

  private func withRow(_ number: Int, _ action: (Int) -> Void) -> CommandOutcome {
    switch list.rowIndex(number) {
    case .success(let index):
      action(index)
      return .performed
    case .failure(let error):
      return .rejected(error.message)
    }
  }

  private func row(_ number: Int, _ row: GoodsRowViewModel) -> String {
    var text = "\(number). \(OutsideText.field(row.name)) | \(OutsideText.field(row.priceText))"
    if let original = row.originalPriceText { text += texts.was(OutsideText.field(original)) }
    if let tag = row.tagText { text += " [\(OutsideText.field(tag))]" }
    return text
  }
}
