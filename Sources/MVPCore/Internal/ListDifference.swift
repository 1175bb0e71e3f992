/// The row changes, by identity, that turn the rows a list shows into a new whole list: what
/// ``PagedListLoader/replaceAll(with:)`` sends to a view that changes single rows.
///
/// Applied in this order, every index is valid for the rows the view has at that moment:
/// 1. ``removals``, descending old indices: the items the new list lacks and the moved ones;
/// 2. ``insertions``, ascending runs of new indices: the new items and the moved ones, each run
///    contiguous and inserted at once;
/// 3. ``updates``, ascending new indices: the items kept in place whose value changed.
///
/// After the removals the rows left are the kept items in their old order; the moved ones are
/// the kept items outside a longest increasing subsequence of their old positions (taken in new
/// order), so that as few rows as possible move and those left are already in their new order.
///
/// The new list may repeat an identity: the first occurrence is kept and later ones are dropped,
/// as a later page that repeats an item shown already is (``PagingState``); ``items`` is the list
/// without them.
///
/// Cost: the rows the two lists share at their start and end are compared once, without hashing;
/// only the rows between the first and the last difference are hashed, and a longest increasing
/// subsequence is computed only when a kept row changed its relative order. So nothing or one
/// change costs O(n) comparisons, and any change O(n log n) at worst.
package struct ListDifference<Item: Identifiable> {
  /// The new rows: the whole list, later repeats of an identity dropped.
  package let items: [Item]
  /// Old indices to remove, descending.
  package private(set) var removals: [Int] = []
  /// New indices to insert, ascending contiguous runs (two runs never touch).
  package private(set) var insertions: [Range<Int>] = []
  /// New indices of rows kept in place whose value changed, ascending.
  package private(set) var updates: [Int] = []
  /// How many kept rows move (each is among both the removals and the insertions).
  package private(set) var moveCount = 0

  /// Whether the new list shows exactly as the old one: no removal, insertion or update.
  package var isEmpty: Bool {
    removals.isEmpty && insertions.isEmpty && updates.isEmpty
  }

  /// The changes from `old` to `new`.
  ///
  /// - Parameters:
  ///   - old: The rows shown, unique by identity.
  ///   - oldIDs: The identities of `old`, exactly (the set a ``PagingState`` keeps in step).
  ///   - new: The whole new list; it may repeat identities.
  package init(from old: [Item], ids oldIDs: Set<Item.ID>, to new: [Item]) where Item: Equatable {
    if let difference = Self(old: old, oldIDs: oldIDs, new: new) {
      self = difference
    } else {
      // A repeated identity: drop the later repeats. A unique list is refused only for an
      // identity `oldIDs` has and `old` has not, so counting them from `old` cannot fail.
      let unique = Self.firstOccurrences(new)
      self =
        Self(old: old, oldIDs: oldIDs, new: unique)
        ?? Self(old: old, oldIDs: Set(old.lazy.map(\.id)), new: unique)!
    }
  }

  /// The changes from `old` to `new`, identities found from `old` itself.
  ///
  /// - Parameters:
  ///   - old: The rows shown, unique by identity.
  ///   - new: The whole new list; it may repeat identities.
  package init(from old: [Item], to new: [Item]) where Item: Equatable {
    self.init(from: old, ids: Set(old.lazy.map(\.id)), to: new)
  }

  /// `items` without the later repeats of an identity, in order.
  private static func firstOccurrences(_ items: [Item]) -> [Item] {
    var seen = Set<Item.ID>(minimumCapacity: items.count)
    var unique = [Item]()
    unique.reserveCapacity(items.count)
    for item in items where seen.insert(item.id).inserted { unique.append(item) }
    return unique
  }

  /// The changes, or `nil` when `new` repeats an identity (its first occurrence cannot always be
  /// told while the shared start and end are trimmed, so the caller drops repeats and asks again).
  private init?(old: [Item], oldIDs: Set<Item.ID>, new: [Item]) where Item: Equatable {
    items = new
    let (oldCount, newCount) = (old.count, new.count)
    let shorter = min(oldCount, newCount)
    var prefix = 0
    while prefix < shorter && old[prefix].id == new[prefix].id { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix
      && old[oldCount - 1 - suffix].id == new[newCount - 1 - suffix].id
    {
      suffix += 1
    }
    for index in 0..<prefix where old[index] != new[index] { updates.append(index) }
    let oldMiddle = prefix..<(oldCount - suffix)
    let newMiddle = prefix..<(newCount - suffix)
    if newMiddle.isEmpty {
      removals = oldMiddle.reversed()
    } else if oldMiddle.isEmpty {
      // Every old row is in the shared start or end: a new row that has an old identity repeats.
      var seen = Set<Item.ID>()
      for index in newMiddle {
        let id = new[index].id
        if oldIDs.contains(id) { return nil }
        if newMiddle.count > 1, !seen.insert(id).inserted { return nil }
      }
      insertions = [newMiddle]
    } else if !diffMiddles(old: old, oldMiddle, oldIDs: oldIDs, new: new, newMiddle) {
      return nil
    }
    for offset in 0..<suffix {
      let (oldIndex, newIndex) = (oldCount - suffix + offset, newCount - suffix + offset)
      if old[oldIndex] != new[newIndex] { updates.append(newIndex) }
    }
  }

  /// Adds the changes between the rows of `old` in `oldMiddle` and those of `new` in
  /// `newMiddle`, both non-empty; `false` when `new` repeats an identity.
  private mutating func diffMiddles(
    old: [Item], _ oldMiddle: Range<Int>, oldIDs: Set<Item.ID>,
    new: [Item], _ newMiddle: Range<Int>
  ) -> Bool where Item: Equatable {
    let base = oldMiddle.lowerBound
    var oldIndexByID = [Item.ID: Int](minimumCapacity: oldMiddle.count)
    for index in oldMiddle { oldIndexByID[old[index].id] = index }
    // Per old middle row: whether it leaves (removed or moved). Per new middle row: the old index
    // of a kept row, or -1 for an inserted one.
    var leaves = [Bool](repeating: true, count: oldMiddle.count)
    var sources = [Int](repeating: -1, count: newMiddle.count)
    var insertedIDs = Set<Item.ID>()
    var keptCount = 0
    var inOrder = true
    var lastKept = -1
    for newIndex in newMiddle {
      let id = new[newIndex].id
      if let oldIndex = oldIndexByID[id] {
        guard leaves[oldIndex - base] else { return false }
        leaves[oldIndex - base] = false
        sources[newIndex - newMiddle.lowerBound] = oldIndex
        if oldIndex < lastKept { inOrder = false }
        lastKept = oldIndex
        keptCount += 1
      } else {
        guard !oldIDs.contains(id), insertedIDs.insert(id).inserted else { return false }
      }
    }
    if !inOrder { markMoves(&sources, &leaves, base: base, keptCount: keptCount) }
    for index in oldMiddle.reversed() where leaves[index - base] { removals.append(index) }
    var runStart: Int?
    for newIndex in newMiddle {
      let source = sources[newIndex - newMiddle.lowerBound]
      if source < 0 {
        if runStart == nil { runStart = newIndex }
        continue
      }
      if let start = runStart {
        insertions.append(start..<newIndex)
        runStart = nil
      }
      if old[source] != new[newIndex] { updates.append(newIndex) }
    }
    if let start = runStart { insertions.append(start..<newMiddle.upperBound) }
    return true
  }

  /// Marks as moved the kept rows outside a longest increasing subsequence of their old indices
  /// (in new order): their source becomes -1 (inserted) and their old row leaves.
  private mutating func markMoves(
    _ sources: inout [Int], _ leaves: inout [Bool], base: Int, keptCount: Int
  ) {
    // Patience sorting: `tails[l]` is the position (in `kept`) of the smallest last old index of
    // an increasing run of length l + 1; `previous` links each position to the one before it.
    var kept = [Int]()
    kept.reserveCapacity(keptCount)
    for (slot, source) in sources.enumerated() where source >= 0 { kept.append(slot) }
    var tails = [Int]()
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
    for position in kept.indices where !stays[position] {
      leaves[sources[kept[position]] - base] = true
      sources[kept[position]] = -1
      moveCount += 1
    }
  }
}

extension ListDifference: Sendable where Item: Sendable {}
