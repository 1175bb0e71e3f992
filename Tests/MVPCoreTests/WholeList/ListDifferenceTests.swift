import MVPCore
import MVPTestSupport
import Testing

/// `ListDifference`, the changes by identity behind `PagedListLoader.replaceAll(with:)`.
@Suite struct ListDifferenceTests {
  /// The length of a longest increasing subsequence of `values`, the slow and obvious way.
  static func longestIncreasingLength(_ values: [Int]) -> Int {
    var lengths = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        lengths[index] = max(lengths[index], lengths[earlier] + 1)
      }
    }
    return lengths.max() ?? 0
  }

  @Test func asFewRowsMoveAsPossible() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<300 {
      let old = WholeListPropertyTests.randomList(&random, pool: 30)
      let new = WholeListPropertyTests.randomList(&random, pool: 30)
      let difference = ListDifference(from: old, to: new)
      let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
      let keptOldIndices = new.compactMap { oldIndex[$0.id] }
      let kept = keptOldIndices.count
      #expect(difference.moveCount == kept - Self.longestIncreasingLength(keptOldIndices))
      #expect(difference.removals.count == old.count - kept + difference.moveCount)
      #expect(
        difference.insertions.map(\.count).reduce(0, +) == new.count - kept + difference.moveCount)
    }
  }

  @Test func aListAsShownIsNoChange() {
    let rows = Row.rows([1, 2, 3])
    #expect(ListDifference(from: rows, to: rows).isEmpty)
    #expect(ListDifference(from: rows, to: rows + [Row(2, "repeat")]).isEmpty)
    #expect(ListDifference(from: [Row](), to: []).isEmpty)
    #expect(!ListDifference(from: rows, to: [Row(1), Row(2, "two"), Row(3)]).isEmpty)
  }
}

/// `ListDifference`'s cost: the rows both lists share at their start and end are compared, not
/// hashed, so one insertion, removal or changed item hashes at most a few identities.
@Suite struct ListDifferenceCostTests {
  /// Counts the identities hashed.
  final class HashCount {
    var count = 0
  }

  /// An identity that counts its hashing.
  struct CountedID: Hashable {
    let value: Int
    let hashes: HashCount

    static func == (lhs: CountedID, rhs: CountedID) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {
      hashes.count += 1
      hasher.combine(value)
    }
  }

  struct Item: Identifiable, Equatable {
    let id: CountedID
    var title: String
  }

  @Test func theSharedStartAndEndAreNotHashed() {
    let hashes = HashCount()
    let old = (0..<1_000).map { Item(id: CountedID(value: $0, hashes: hashes), title: "\($0)") }
    let ids = Set(old.map(\.id))
    var inserted = old
    inserted.insert(Item(id: CountedID(value: 5_000, hashes: hashes), title: "new"), at: 500)
    var removed = old
    removed.remove(at: 300)
    var changed = old
    changed[700].title = "changed"
    for new in [old, inserted, removed, changed] {
      hashes.count = 0
      let difference = ListDifference(from: old, ids: ids, to: new)
      #expect(hashes.count <= 1)
      #expect(difference.items.count == new.count)
    }
  }
}
