import MVPCore
import MVPTestSupport
import Testing

/// Seeded random whole lists (issue 30): 500 old/new pairs, with insertions, removals, updates,
/// moves, repeated identities and empty lists, each shown through `replaceAll(with:)` on a
/// paged and on a plain list view. Replaying the calls each view received gives exactly the new
/// rows; the paged view's calls of each change come as removals (descending), then insertions
/// (ascending, no two runs touching), then updates (ascending); and a list that shows as before
/// sends nothing.
@MainActor
@Suite(.presenterTest) struct WholeListPropertyTests {
  /// A pair's old list and its new list, drawn from a small pool of identities so that they
  /// share many.
  struct Pair {
    var old: [Row]
    var new: [Row]
  }

  /// The rows `new` shows: later repeats of an identity dropped.
  nonisolated static func shown(_ new: [Row]) -> [Row] {
    var seen = Set<Int>()
    return new.filter { seen.insert($0.id).inserted }
  }

  /// A list of distinct identities from `0 ..< pool`, in random order, with random versions.
  nonisolated static func randomList(_ random: inout SeededGenerator, pool: Int) -> [Row] {
    var ids = Array(0..<pool)
    ids.shuffle(using: &random)
    return ids.prefix(Int.random(in: 0...pool, using: &random)).map {
      Row($0, "row \($0) v\(Int.random(in: 0..<2, using: &random))")
    }
  }

  /// A new list made from `old` by a few random edits: removals, insertions, version changes,
  /// moves, and sometimes repeats; now and then a list drawn afresh.
  nonisolated static func edited(_ old: [Row], _ random: inout SeededGenerator, pool: Int) -> [Row]
  {
    if Int.random(in: 0..<10, using: &random) == 0 { return randomList(&random, pool: pool) }
    var rows = old
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where !rows.isEmpty:
        rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
      case 1:
        let id = Int.random(in: 0..<pool, using: &random)
        let at = Int.random(in: 0...rows.count, using: &random)
        if !rows.contains(where: { $0.id == id }) { rows.insert(Row(id), at: at) }
      case 2 where !rows.isEmpty:
        let at = Int.random(in: 0..<rows.count, using: &random)
        rows[at].title += "'"
      case 3 where !rows.isEmpty:
        let row = rows.remove(at: Int.random(in: 0..<rows.count, using: &random))
        rows.insert(row, at: Int.random(in: 0...rows.count, using: &random))
      case 4 where !rows.isEmpty:
        // A repeat, with a title of its own that must not show.
        let original = rows[Int.random(in: 0..<rows.count, using: &random)]
        let repeated = Row(original.id, "repeat of \(original.id)")
        rows.insert(repeated, at: Int.random(in: 0...rows.count, using: &random))
      default:
        break
      }
    }
    return rows
  }

  /// The pairs of one seed: each new list is the next pair's old one (the rows shown then).
  nonisolated static func pairs(seed: UInt64, count: Int) -> [Pair] {
    var random = SeededGenerator(seed: seed)
    var pairs: [Pair] = []
    var old: [Row] = []
    for index in 0..<count {
      let pool = [4, 12, 40][index % 3]
      let new = edited(old, &random, pool: pool)
      pairs.append(Pair(old: old, new: new))
      old = shown(new)
    }
    return pairs
  }

  /// Whether one change's paged calls are removals descending, then insertions ascending with
  /// no two runs touching, then updates ascending.
  nonisolated static func isInOrder(_ calls: [MockTitleListView.Call]) -> Bool {
    var phase = 0
    var last = Int.max
    for call in calls {
      switch call {
      case .removeRow(let index):
        guard phase == 0, index < last else { return false }
        last = index
      case .insertRows(_, let range):
        if phase < 1 { (phase, last) = (1, -1) }
        guard phase == 1, range.lowerBound > last else { return false }
        last = range.upperBound
      case .updateRow(let index, _):
        if phase < 2 { (phase, last) = (2, -1) }
        guard phase == 2, index > last else { return false }
        last = index
      default:
        return false
      }
    }
    return true
  }

  @Test func randomWholeListsShowExactlyTheNewRowsOnBothViews() {
    let paged = TitleListScreen()
    let pagedView = MockTitleListView()
    paged.screen.attach(pagedView)
    let plain = PlainTitleListScreen()
    let pairs = Self.pairs(seed: 30, count: 500)
    for (number, pair) in pairs.enumerated() {
      paged.list.replaceAll(with: pair.new)
      plain.list.replaceAll(with: pair.new)
      let expected = Self.shown(pair.new)
      let titles = expected.map(\.title)
      let change = pagedView.recorder.unassertedCalls
      let context = Comment(rawValue: "pair \(number): \(pair.old) → \(pair.new)")

      // The old rows, with the calls of the change applied in order, are the new rows.
      let mirror = TitleListMirror([.showRows(pair.old.map(\.title))] + change)
      #expect(mirror.rows == titles, context)
      #expect(!mirror.isInconsistent, context)
      #expect(paged.list.items == expected, context)
      #expect(plain.list.items == expected, context)
      let unchanged = expected == pair.old && number > 0
      if unchanged {
        pagedView.recorder.expectNoCalls()
        plain.view.recorder.expectNoCalls()
      } else if expected.isEmpty {
        pagedView.recorder.expectCalls([.showEmpty("No rows.")])
        plain.view.recorder.expectCalls([.showEmpty("No rows.")])
      } else {
        plain.view.recorder.expectCalls([.showRows(titles)])
        if pair.old.isEmpty {
          pagedView.recorder.expectCalls([.showRows(titles)])
        } else {
          #expect(Self.isInOrder(change), context)
          pagedView.recorder.expectCalls(change)
        }
      }
    }
    // The pairs cover every kind of change, many times.
    let differences = pairs.map { ListDifference(from: $0.old, to: $0.new) }
    #expect(differences.filter { $0.moveCount > 0 }.count >= 50)
    #expect(differences.filter { !$0.updates.isEmpty }.count >= 50)
    #expect(differences.filter { !$0.insertions.isEmpty && !$0.removals.isEmpty }.count >= 50)
    #expect(differences.filter(\.isEmpty).count >= 20)
    #expect(pairs.filter { Self.shown($0.new).count < $0.new.count }.count >= 50)
    #expect(pairs.filter { $0.new.isEmpty }.count >= 5)
  }
}
