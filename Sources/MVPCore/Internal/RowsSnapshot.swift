/// The rows of a list as they were when a ``PagedListLoader`` published them, for a view that
/// receives them later (a replay to a view that attaches).
///
/// While the rows only grow, the snapshot is the first ``count`` rows of its ``ListKernel`` and
/// holds no array of its own; ``freeze()`` makes it keep them before the rows change otherwise.
@MainActor
final class RowsSnapshot<Item: Identifiable & Sendable, View> {
  /// The kernel whose rows the snapshot reads until frozen, and which shows them.
  let source: ListKernel<Item, View>
  /// The number of rows when the snapshot was taken.
  private let count: Int
  private var frozen: [Item]?

  /// Creates a snapshot of the first `count` rows of `source`.
  ///
  /// - Parameters:
  ///   - source: The kernel whose rows the snapshot reads until frozen; held strongly.
  ///   - count: The number of rows when the snapshot was taken.
  init(source: ListKernel<Item, View>, count: Int) {
    self.source = source
    self.count = count
  }

  /// The rows as they were when the snapshot was taken.
  var rows: [Item] {
    if let frozen { return frozen }
    let items = source.state.items
    return items.count == count ? items : Array(items.prefix(count))
  }

  /// Keeps the rows in the snapshot itself, so that later changes of the source do not reach it.
  func freeze() {
    if frozen == nil { frozen = rows }
  }

  /// Shows the rows on `view`, then tells the loader, if still alive, that rows were shown.
  ///
  /// - Parameter view: The view receiving the rows.
  func show(on view: View) {
    source.showItems(rows, on: view)
    source.owner?.notifyRowsShown()
  }
}
