/// A ``PagingState`` owned by reference, so that the row snapshots a ``PagedListLoader`` keeps
/// for later views can read the rows without holding a copy of them.
///
/// A snapshot of rows that only grow afterwards is a prefix of the current rows: it records the
/// row count and reads the rows when a view needs them, so that appending a page never copies
/// the rows shown before (an array shared with a kept snapshot would be copied whole on every
/// append, which made each page cost O(all rows)). Before any other change of the rows (a
/// reload, a removal, a replacement) the loader calls ``freezeSnapshots()``: every live
/// snapshot then keeps the rows it stands for.
@MainActor
final class SharedPagingState<Item: Identifiable> {
  /// Holds a snapshot without keeping it alive.
  private struct WeakSnapshot {
    weak var snapshot: RowsSnapshot<Item>?
  }

  /// The paging state; mutate it in place (`shared.state.begin(.next)`).
  var state: PagingState<Item>

  /// The snapshots that still read their rows from ``state``.
  private var prefixSnapshots: [WeakSnapshot] = []

  /// Creates the holder of a state.
  ///
  /// - Parameter state: The initial state.
  init(_ state: PagingState<Item>) {
    self.state = state
  }

  /// The current rows as a snapshot that stays right while rows are only appended.
  ///
  /// - Returns: The snapshot.
  func snapshot() -> RowsSnapshot<Item> {
    prefixSnapshots.removeAll { $0.snapshot == nil }
    let snapshot = RowsSnapshot(source: self, count: state.items.count)
    prefixSnapshots.append(WeakSnapshot(snapshot: snapshot))
    return snapshot
  }

  /// Makes every live snapshot keep its own rows; call it before any change of the rows other
  /// than appending.
  func freezeSnapshots() {
    for entry in prefixSnapshots { entry.snapshot?.freeze() }
    prefixSnapshots.removeAll()
  }
}
