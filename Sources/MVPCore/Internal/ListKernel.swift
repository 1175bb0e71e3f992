/// Everything a ``PagedListLoader`` keeps of its list besides its requests, in one object: the
/// paging state, the row snapshots that read it, the rendering, and which progress indicators
/// are on (`ListKernel+Content.swift` shows the rows, `ListKernel+Progress.swift` the
/// indicators).
///
/// One object rather than one per concern, so that a list costs two objects (the loader and
/// this). The rendering is stored in the one subclass, ``RenderedListKernel``, as its own type
/// (an existential of a rendering would be one more allocation); this class declares the
/// rendering calls it overrides. It holds no screen or binding (the loader passes its binding to
/// each call) and only a weak reference to its loader: the updates it leaves on the binding hold
/// it, through its snapshots or directly, without keeping the screen or the loader alive.
///
/// A snapshot of rows that only grow afterwards is a prefix of the current rows: it records the
/// row count and reads the rows when a view needs them, so that appending a page never copies
/// the rows shown before (an array shared with a kept snapshot would be copied whole on every
/// append, which made each page cost O(all rows)). Before any other change of the rows (a
/// reload, a removal, a replacement) the loader calls ``freezeSnapshots()``: every live
/// snapshot then keeps the rows it stands for.
@MainActor
class ListKernel<Item: Identifiable & Sendable, View> {
  /// Holds a snapshot without keeping it alive.
  private struct WeakSnapshot {
    weak var snapshot: RowsSnapshot<Item, View>?
  }

  /// The paging state; mutate it in place (`kernel.state.begin(.next)`).
  final var state: PagingState<Item>
  /// The loader, told after each showing of rows to a view; weak, so that an update kept for a
  /// later view does not keep it alive.
  weak var owner: PagedListLoader<Item, View>?
  /// The loader's key; the content and indicator keys are made from it.
  let key: ScreenKey
  /// The state of the rows, the empty state and the error state; made when first shown (a
  /// longer key is a string allocation, which a module built and released never needs).
  final private(set) lazy var contentKey = key.appending(".content")
  /// Which indicators are on.
  var loading = false
  var loadingMore = false
  var refreshing = false
  /// Whether the content state is the empty state rather than rows or the error state; right
  /// while no row is shown (only ``showContent(in:)`` and the error state set it).
  var showsEmptyState = false
  /// Whether a live source's subscription waits for its first value while the list shows none:
  /// the full-screen indicator stays on (see `PagedListLoader+LiveSource.swift`).
  var awaitsFirstValue = false
  /// The filter applied to each whole list (`PagedListLoader+WholeList.swift`); `nil` for none.
  var filter: ((Item) -> Bool)?
  /// The indicators' keys, made the first time their indicator changes (a loader that never
  /// loads builds no string).
  lazy var loadingKey = key.appending(".loading")
  lazy var loadingMoreKey = key.appending(".loadingMore")
  lazy var refreshKey = key.appending(".refresh")

  /// Where the user is in the list, for a list whose screen can be restored; `nil` otherwise
  /// (`PagedListLoader+Restoration.swift`).
  var place: ListPlace<Item.ID>?

  /// The snapshots that still read their rows from ``state``.
  private var prefixSnapshots: [WeakSnapshot] = []

  /// Creates the kernel of a list with nothing loaded; only ``RenderedListKernel`` calls it.
  ///
  /// - Parameters:
  ///   - pageSize: The most items asked for per page; values below 1 are raised to 1.
  ///   - key: The loader's key.
  init(pageSize: Int, key: ScreenKey) {
    self.state = PagingState(pageSize: pageSize)
    self.key = key
  }

  // MARK: - Rendering (``ListRendering``'s calls, overridden by ``RenderedListKernel``)

  /// ``ListRendering/changesEachRow``.
  var changesEachRow: Bool { Self.unrendered() }
  /// ``ListRendering/showLoading(on:)``.
  func showLoading(on view: View) { Self.unrendered() }
  /// ``ListRendering/hideLoading(on:)``.
  func hideLoading(on view: View) { Self.unrendered() }
  /// ``ListRendering/showLoadingMore(on:)``.
  func showLoadingMore(on view: View) { Self.unrendered() }
  /// ``ListRendering/hideLoadingMore(on:)``.
  func hideLoadingMore(on view: View) { Self.unrendered() }
  /// ``ListRendering/endRefreshing(on:)``.
  func endRefreshing(on view: View) { Self.unrendered() }
  /// ``ListRendering/showItems(_:on:)``.
  func showItems(_ items: [Item], on view: View) { Self.unrendered() }
  /// ``ListRendering/insertItems(_:at:on:)``.
  func insertItems(_ items: [Item], at indices: Range<Int>, on view: View) { Self.unrendered() }
  /// ``ListRendering/removeRow(at:on:)``.
  func removeRow(at index: Int, on view: View) { Self.unrendered() }
  /// ``ListRendering/updateRow(at:with:on:)``.
  func updateRow(at index: Int, with item: Item, on view: View) { Self.unrendered() }
  /// ``ListRendering/showEmpty(on:)``.
  func showEmpty(on view: View) { Self.unrendered() }
  /// ``ListRendering/showError(_:on:)``.
  func showError(_ error: ServiceError, on view: View) { Self.unrendered() }
  /// ``ListRendering/showFailureMessage(_:on:)``.
  func showFailureMessage(_ error: ServiceError, on view: View) { Self.unrendered() }
  /// ``ListRendering/scrollToRow(at:on:)``.
  func scrollToRow(at index: Int, on view: View) { Self.unrendered() }

  /// Traps: a kernel is always a ``RenderedListKernel``, which overrides every rendering call.
  private static func unrendered() -> Never {
    preconditionFailure("a ListKernel is made as a RenderedListKernel")
  }

  /// The current rows as a snapshot that stays right while rows are only appended.
  ///
  /// - Returns: The snapshot.
  func snapshot() -> RowsSnapshot<Item, View> {
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
