import MVPCore

/// `PagedListLoader.replaceAll(with:)` at 1,000 and 10,000 rows against the floor: a
/// hand-written identity diff (a dictionary of the old identities, the kept rows out of order
/// found by a longest increasing subsequence) sending the same calls to the same counting view.
///
/// Two whole lists alternate: the base list of N items and an edited one with two insertions,
/// two removals, three changed items and one row moved, spread over the list (so the rows
/// between the first and the last change are nearly all of them). Each update goes from the
/// list shown to the other one, in either direction; both sides check that they sent the same
/// calls and show N rows.
@MainActor
enum WholeListBenchmark {
  /// A row of a list: an id and a heap-allocated title, like a real model.
  struct Item: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  /// The benchmark's view: a paged list of titles.
  @MainActor
  protocol RowsView: PagedListViewInterface where Row == String {}

  /// A paged list view that only counts what it is told.
  @MainActor
  final class CountingRowsView: RowsView {
    /// Rows the view shows.
    private(set) var rowCount = 0
    /// Row calls received (show, insert, remove, update).
    private(set) var rowCalls = 0
    /// Other calls received.
    private(set) var otherCalls = 0

    func showRows(_ rows: [String]) {
      rowCount = rows.count
      rowCalls += 1
    }

    func insertRows(_ rows: [String], at indices: Range<Int>) {
      rowCount += rows.count
      rowCalls += 1
    }

    func removeRow(at index: Int) {
      rowCount -= 1
      rowCalls += 1
    }

    func updateRow(at index: Int, with row: String) { rowCalls += 1 }
    func showEmpty(message: String) { otherCalls += 1 }
    func endRefreshing() { otherCalls += 1 }
    func showLoadingMore() { otherCalls += 1 }
    func hideLoadingMore() { otherCalls += 1 }
    func showLoading() { otherCalls += 1 }
    func hideLoading() { otherCalls += 1 }
    func showError(message: String, canRetry: Bool) { otherCalls += 1 }
    func showMessage(_ message: String) { otherCalls += 1 }
  }

  /// The floor: the plainest presenter code that shows a whole list by identity on a view that
  /// changes single rows.
  @MainActor
  final class HandWrittenWholeList {
    private(set) var items: [Item] = []
    private weak var view: CountingRowsView?

    init(view: CountingRowsView) {
      self.view = view
    }

    func replaceAll(with new: [Item]) {
      guard let view else { return }
      if items.isEmpty {
        items = new
        view.showRows(new.map(\.title))
        return
      }
      var oldIndex = [Int: Int](minimumCapacity: items.count)
      for (index, item) in items.enumerated() { oldIndex[item.id] = index }
      // Per new row, the old index of a kept one (-1 for a new one); per old row, whether it goes.
      var sources = [Int](repeating: -1, count: new.count)
      var goes = [Bool](repeating: true, count: items.count)
      var inOrder = true
      var last = -1
      for (index, item) in new.enumerated() {
        guard let old = oldIndex[item.id] else { continue }
        sources[index] = old
        goes[old] = false
        if old < last { inOrder = false }
        last = old
      }
      if !inOrder {
        for index in Self.outOfOrder(sources) {
          goes[sources[index]] = true
          sources[index] = -1
        }
      }
      for index in items.indices.reversed() where goes[index] { view.removeRow(at: index) }
      var index = 0
      while index < new.count {
        guard sources[index] < 0 else {
          index += 1
          continue
        }
        let start = index
        while index < new.count && sources[index] < 0 { index += 1 }
        view.insertRows(new[start..<index].map(\.title), at: start..<index)
      }
      for (index, source) in sources.enumerated() where source >= 0 && items[source] != new[index] {
        view.updateRow(at: index, with: new[index].title)
      }
      items = new
    }

    /// The positions of `sources` (old indices, -1 skipped) outside a longest increasing run.
    private static func outOfOrder(_ sources: [Int]) -> [Int] {
      let kept = sources.indices.filter { sources[$0] >= 0 }
      var tails: [Int] = []
      var previous = [Int](repeating: -1, count: kept.count)
      for position in kept.indices {
        let value = sources[kept[position]]
        var (low, high) = (0, tails.count)
        while low < high {
          let middle = (low + high) / 2
          if sources[kept[tails[middle]]] < value { low = middle + 1 } else { high = middle }
        }
        if low > 0 { previous[position] = tails[low - 1] }
        if low == tails.count { tails.append(position) } else { tails[low] = position }
      }
      var stays = [Bool](repeating: false, count: kept.count)
      var position = tails.last ?? -1
      while position >= 0 {
        stays[position] = true
        position = previous[position]
      }
      return kept.indices.filter { !stays[$0] }.map { kept[$0] }
    }
  }

  static func run(_ configuration: BenchConfiguration) throws(BenchFailure) -> BenchReport {
    var report = BenchReport()
    for (count, label) in [(1_000, "1,000"), (10_000, "10,000")] {
      let (base, edited) = lists(count: count)
      let updates = configuration.isQuick ? 2 : max(2, 20_000 / count)
      let oursView = CountingRowsView()
      let screen = ScreenLifecycle<any RowsView>()
      let loader = PagedListLoader(
        screen: screen, fetchAll: .async { _ in [Item]() }, view: { $0.pagedListView },
        row: \.title, texts: ListTexts(empty: "No rows."))
      screen.attach(oursView)
      loader.replaceAll(with: base)
      let floorView = CountingRowsView()
      let floor = HandWrittenWholeList(view: floorView)
      floor.replaceAll(with: base)
      var oursShowsBase = true
      var floorShowsBase = true
      let comparison = Comparison.measure(
        samples: configuration.samples, warmUp: configuration.warmUpSamples,
        ours: {
          Stopwatch.nanoseconds {
            for _ in 0..<updates {
              loader.replaceAll(with: oursShowsBase ? edited : base)
              oursShowsBase.toggle()
            }
          } / Double(updates)
        },
        floor: {
          Stopwatch.nanoseconds {
            for _ in 0..<updates {
              floor.replaceAll(with: floorShowsBase ? edited : base)
              floorShowsBase.toggle()
            }
          } / Double(updates)
        })
      guard oursView.rowCount == floorView.rowCount, oursView.rowCalls == floorView.rowCalls,
        oursView.otherCalls == 0, floorView.otherCalls == 0,
        loader.items == floor.items
      else {
        throw BenchFailure(
          message: "whole list at \(count) rows: the loader sent \(oursView.rowCalls) row calls "
            + "for \(oursView.rowCount) rows, the floor \(floorView.rowCalls) for "
            + "\(floorView.rowCount)")
      }
      report.add(
        "`replaceAll(with:)` whole-list update at \(label) rows vs a hand-written "
          + "identity diff", comparison)
    }
    report.note(
      "whole-list update: N rows, then another whole list with 2 insertions, 2 removals, "
        + "3 changed items and 1 move spread over it, and back; on a paged view that counts calls")
    return report
  }

  /// The base list of `count` items and the edited one.
  private static func lists(count: Int) -> (base: [Item], edited: [Item]) {
    let base = (0..<count).map { Item(id: $0, title: "Item number \($0) of the benchmark list") }
    var edited = base
    for index in [count / 10, count / 2 + 5, 9 * count / 10] { edited[index].title += " (edited)" }
    let moved = edited.remove(at: count / 4)
    edited.insert(moved, at: 2 * count / 3)
    edited.remove(at: count / 2)
    edited.remove(at: count / 5)
    edited.insert(Item(id: count, title: "A new item"), at: count / 3)
    edited.insert(Item(id: count + 1, title: "Another new item"), at: 3 * count / 4)
    return (base, edited)
  }
}
