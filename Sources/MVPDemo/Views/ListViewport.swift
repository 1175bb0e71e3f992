/// Which rows of a terminal list the user is looking at, which to print with the next rendering,
/// and the paging action (`next` or `refresh`) that failed last, for `retry`.
///
/// A long list is not printed whole after every command: the first page or a refresh prints its
/// rows, `next` prints the rows it added, a deletion or a return to the screen prints the rows
/// the user was looking at again, `list` prints every row once (the user still looks at the same
/// page afterwards); any other command prints none, and the position line says where the user
/// is.
struct ListViewport {
  /// A paging action the user asked for.
  enum PagingAction: Equatable {
    case next
    case refresh
  }

  /// The rows the user is looking at: the last ones printed.
  private(set) var window: Range<Int> = 0..<0
  /// Whether the next rendering prints ``window``.
  private(set) var needsPrinting = true
  /// Every row, to print once instead of ``window`` (`list`).
  private var listing: Range<Int>?
  /// The paging action asked for whose answer has not arrived.
  private var awaited: PagingAction?
  /// The paging action whose answer was a failure, until it is retried or content arrives.
  private(set) var failed: PagingAction?

  /// Every row was replaced (first page, refresh): the user looks at all of them.
  mutating func showAll(count: Int) {
    window = 0..<count
    needsPrinting = true
    awaited = nil
    failed = nil
  }

  /// A page's rows were added at `range`: the user looks at them.
  mutating func insert(_ range: Range<Int>) {
    window = range
    needsPrinting = true
    awaited = nil
    failed = nil
  }

  /// Row `index` was removed and `count` rows remain; the rows the user looks at are printed
  /// again, renumbered (when none of them remains, the row before them).
  mutating func remove(at index: Int, count: Int) {
    var lower = window.lowerBound
    var upper = window.upperBound
    if index < lower { lower -= 1 }
    if index < upper { upper -= 1 }
    upper = min(upper, count)
    lower = min(lower, upper)
    if lower == upper && count > 0 {
      lower = min(lower, count - 1)
      upper = lower + 1
    }
    window = lower..<upper
    needsPrinting = true
  }

  /// Row `index` changed: printed again if the user looks at it.
  mutating func update(at index: Int) {
    if window.contains(index) { needsPrinting = true }
  }

  /// The list shows no rows (error or empty state).
  mutating func clear() {
    window = 0..<0
    needsPrinting = false
  }

  /// The list scrolled so that row `index` is at the top (a restored list coming back to where
  /// the user was): the user looks at the rows from there to the last of `count`, printed next.
  mutating func scroll(to index: Int, count: Int) {
    let lower = min(max(0, index), max(0, count - 1))
    window = lower..<max(lower, count)
    needsPrinting = true
  }

  /// The screen appears again: the rows the user looks at are printed.
  mutating func reprint() {
    needsPrinting = true
  }

  /// The user typed `list`: the next rendering prints all `count` rows, once.
  mutating func list(count: Int) {
    listing = 0..<count
  }

  /// The user asked for `action`; a message arriving before its rows means it failed.
  mutating func began(_ action: PagingAction) {
    awaited = action
    failed = nil
  }

  /// A transient message arrived: if it answers an awaited paging action, that action failed.
  ///
  /// - Returns: The failed action, or `nil` when the message is about something else.
  mutating func messageArrived() -> PagingAction? {
    guard let action = awaited else { return nil }
    awaited = nil
    failed = action
    return action
  }

  /// The rows to print now, if any; afterwards nothing is printed until something changes.
  mutating func takeRowsToPrint() -> Range<Int>? {
    // The command has settled: an action still awaited got no answer worth reporting.
    awaited = nil
    defer {
      needsPrinting = false
      listing = nil
    }
    if let listing { return listing }
    return needsPrinting && !window.isEmpty ? window : nil
  }
}
