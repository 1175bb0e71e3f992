import MVPCore
import MVPNetworking

/// The state and the commands the two terminal list screens share: the rows, the loading,
/// error and empty states, transient messages, the position in the list and the failed paging
/// action that `retry` repeats.
///
/// Printing (see ``ListViewport``): the first page or a refresh prints its rows, `next` prints
/// the rows it added, a deletion or a return to the screen prints the rows the user was looking
/// at again, `list` prints every row loaded; other commands print none. A position line, such as
/// `Rows 21–40 of 66 products.`, always says where the user is, and whether that is the end; a
/// list whose length is unknown while pages remain (no expected count) counts the rows found so
/// far (`Rows 1–2 of 2 products found so far; 'next' looks for more.`).
/// Rows that are a copy saved on the device print under the offline notice (`The server isn't
/// available: showing goods saved at 12:00.`), whenever they print; when the notice goes away
/// (the server answered a refresh), the next rendering says so once, above the rows.
///
/// The first row the user looks at is the list's top row (``topRow``): the list views report it
/// to their presenters, so that a restored list comes back at the same rows (``scroll(toRow:)``).
///
/// Commands offered follow the state: the error state offers only `retry` (when it can help);
/// the empty state only `refresh`; a list with rows offers its row commands, `next` while more
/// rows exist, `list`, `refresh`, and `retry` after a failed `next` or `refresh`. At the end of the
/// list `next` says there is nothing more; after a failed `next` or `refresh`, `retry` repeats
/// it.
@MainActor
struct TerminalList<Row> {
  /// The language of the screen.
  let texts: DemoTexts
  /// The plural key of the list's length, for example `list.goodsCount`.
  let countKey: String
  /// What `next` says at the end of the list.
  let noMore: String

  /// The rows loaded, in order.
  private(set) var rows: [Row] = []
  /// Loading, error, empty and transient messages.
  var state = ScreenState()
  /// Whether the next page is loading.
  var isLoadingMore = false
  /// The notice of items that could not be shown.
  private(set) var skippedNotice: String?
  /// The notice that the rows are a copy saved on the device, printed above them.
  private(set) var savedNotice: String?
  /// Whether the next rendering says that the rows are the server's again (the notice went away).
  private var isBackOnline = false
  /// What the command just performed is doing, for ``progress`` (a deletion, a cart addition).
  var pendingProgress: String?
  private var viewport = ListViewport()
  private var skippedLog: SkippedItemLog

  /// Creates an empty list.
  ///
  /// - Parameters:
  ///   - texts: The language of the screen.
  ///   - kind: Which list it is.
  ///   - diagnostics: Where each item the server sent unreadable is described, or `nil`.
  init(texts: DemoTexts, kind: TerminalListKind, diagnostics: (any TextOutput)?) {
    self.texts = texts
    self.countKey = kind.countKey
    self.noMore = kind.noMore(texts)
    self.skippedLog = SkippedItemLog(list: kind.logName, output: diagnostics)
  }

  /// Shows the notice of items that could not be shown, or removes it.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  mutating func showSkippedNotice(_ notice: String?) {
    skippedNotice = notice
  }

  /// Describes each new skipped item on the diagnostics output.
  ///
  /// - Parameter skippedItems: Every item of the list skipped so far, oldest first.
  mutating func logSkippedItems(_ skippedItems: [ItemDecodingFailure]) {
    skippedLog.record(skippedItems)
  }

  /// Shows the notice that the rows are a copy saved on the device (printed above them whenever
  /// they print), or removes it; once removed, the next rendering says, above the rows, that the
  /// goods are up to date.
  ///
  /// - Parameter notice: The sentence, or `nil`.
  mutating func showSavedNotice(_ notice: String?) {
    isBackOnline = notice == nil && (savedNotice != nil || isBackOnline)
    savedNotice = notice
  }

  /// What the work in flight is doing.
  var progress: String? {
    if state.isLoading { return texts.loading }
    if isLoadingMore { return texts.loadingMore }
    return pendingProgress
  }

  // MARK: View calls

  mutating func showError(message: String, canRetry: Bool) {
    rows = []
    viewport.clear()
    state.showError(message: message, canRetry: canRetry)
  }

  mutating func showEmpty(message: String) {
    rows = []
    viewport.clear()
    state.showEmpty(message: message)
  }

  /// Queues a message; one answering a `next` or `refresh` is its failure and says so, with the
  /// hint that `retry` repeats it.
  mutating func showMessage(_ text: String) {
    switch viewport.messageArrived() {
    case .next?:
      state.messages += [texts.nextFailed(text), texts.retryHint]
    case .refresh?:
      state.messages += [texts.refreshFailed(text), texts.retryHint]
    case nil:
      state.messages.append(text)
    }
  }

  mutating func show(_ rows: [Row]) {
    self.rows = rows
    state.showContent()
    viewport.showAll(count: rows.count)
  }

  mutating func insert(_ new: [Row], at range: Range<Int>) {
    let start = min(range.lowerBound, rows.count)
    rows.insert(contentsOf: new, at: start)
    viewport.insert(start..<(start + new.count))
  }

  mutating func update(at index: Int, _ row: Row) {
    guard rows.indices.contains(index) else { return }
    rows[index] = row
    viewport.update(at: index)
  }

  mutating func remove(at index: Int) {
    guard rows.indices.contains(index) else { return }
    rows.remove(at: index)
    viewport.remove(at: index, count: rows.count)
  }

  /// Scrolls so that row `index` is at the top: the rows from there to the last are printed
  /// next, and the position line starts there.
  mutating func scroll(toRow index: Int) {
    viewport.scroll(to: index, count: rows.count)
  }

  /// The index of the first row the user looks at (the top of the viewport), or `nil` while
  /// the list shows no rows.
  var topRow: Int? {
    rows.isEmpty ? nil : viewport.window.lowerBound
  }

  /// The screen appears (again): its rows are printed.
  mutating func willAppear() {
    viewport.reprint()
  }

  // MARK: Rendering

  /// Renders the line saying the goods are up to date again (once, after the offline notice went
  /// away), the rows to print under the offline notice, the skipped-items notice, the position
  /// line, the state, the commands and the messages.
  mutating func render(
    title: String, paging: ListPaging, rowCommands: [String], format: (Int, Row) -> String
  ) -> ScreenContent {
    var lines: [String] = []
    let printed = viewport.takeRowsToPrint()
    if isBackOnline {
      lines.append(texts.backOnline)
      isBackOnline = false
    }
    if let printed {
      if let savedNotice { lines.append(savedNotice) }
      lines += printed.map { format($0 + 1, rows[$0]) }
      if let skippedNotice { lines.append(skippedNotice) }
    }
    if !rows.isEmpty {
      let shown = printed ?? viewport.window
      let window = shown.isEmpty ? 0..<rows.count : shown
      let count = max(paging.expectedCount ?? rows.count, rows.count)
      lines.append(
        texts.position(
          rows: window, of: count, countKey: countKey, isEnd: !paging.hasMore,
          isCountKnown: paging.expectedCount != nil))
    }
    lines += state.lines(texts)
    pendingProgress = nil
    return ScreenContent(
      title: title, lines: lines, commands: commands(paging: paging, rowCommands: rowCommands),
      messages: state.takeMessages())
  }

  private func commands(paging: ListPaging, rowCommands: [String]) -> [String] {
    if state.error != nil { return state.offersRetry ? ["retry"] : [] }
    if rows.isEmpty { return ["refresh"] }
    var commands = rowCommands
    if paging.hasMore { commands.append("next") }
    commands += ["list", "refresh"]
    if viewport.failed != nil { commands.append("retry") }
    return commands
  }

  // MARK: Commands

  /// Handles `next`, `refresh`, `retry` and `list`: updates the list's state and says which
  /// paging call the view must then make on its presenter (not made here, because the presenter
  /// answers synchronously into this state).
  ///
  /// - Returns: The outcome and the call to make, or `nil` when `command` is not one of them.
  mutating func perform(_ command: DemoCommand, paging: ListPaging) -> (
    outcome: CommandOutcome, call: ListPaging.Call?
  )? {
    switch command {
    case .next:
      if state.error != nil { return (.unsupported, nil) }
      guard paging.hasMore else { return (.rejected(noMore), nil) }
      viewport.began(.next)
      return (.performed, .loadNextPage)
    case .refresh:
      viewport.began(.refresh)
      pendingProgress = texts.refreshing
      return (.performed, .refresh)
    case .retry:
      if state.offersRetry { return (.performed, .retry) }
      if let failed = viewport.failed {
        viewport.began(failed)
        if failed == .refresh { pendingProgress = texts.refreshing }
        return (.performed, failed == .next ? .loadNextPage : .refresh)
      }
      return (state.error != nil ? .unsupported : .rejected(texts.nothingToRetry), nil)
    case .list:
      guard !rows.isEmpty else { return (.unsupported, nil) }
      viewport.list(count: rows.count)
      return (.performed, nil)
    default:
      return nil
    }
  }

  /// The index of row `number`, or why the list has no such row.
  func rowIndex(_ number: Int) -> Result<Int, RowNumberError> {
    RowNumber.index(number, count: rows.count, texts: texts)
  }
}
