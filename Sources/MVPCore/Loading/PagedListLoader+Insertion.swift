extension PagedListLoader {
  /// Shows an item the presenter has (added elsewhere, created locally) before every row, at
  /// once and without a reload; an item with the same identity already shown is replaced. It
  /// does not count toward the paging offset.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - keepingAcrossReloads: Whether a reload whose answer lacks the item shows it again;
  ///     `false` (the default) makes the next reload's answer the truth, except a reload already
  ///     in flight, whose answer cannot know of the item.
  /// - Returns: The item's row index.
  @discardableResult public func insert(_ item: Item, keepingAcrossReloads: Bool = false) -> Int {
    place(item, at: .front, keepingAcrossReloads: keepingAcrossReloads)
  }

  /// ``insert(_:keepingAcrossReloads:)`` after the rows loaded so far (a later page follows it).
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - keepingAcrossReloads: As for ``insert(_:keepingAcrossReloads:)``.
  /// - Returns: The item's row index.
  @discardableResult public func append(_ item: Item, keepingAcrossReloads: Bool = false) -> Int {
    place(item, at: .end, keepingAcrossReloads: keepingAcrossReloads)
  }

  private func place(_ item: Item, at end: InsertionPoint, keepingAcrossReloads: Bool) -> Int {
    if end == .front || paging.index(of: item.id) != nil { kernel.freezeSnapshots() }
    let (index, inserted) = kernel.state.insert(
      item, at: end, keepingAcrossReloads: keepingAcrossReloads)
    guard inserted else {
      kernel.publishRows(in: screen.binding) { $0.updateRow(at: index, with: item, on: $1) }
      return index
    }
    if paging.items.count == 1 {
      // The first row replaces the empty or error state; a next page filling the list shows
      // as loading more from now on.
      updateProgress()
      kernel.showContent(in: screen.binding)
    } else {
      kernel.publishRows(in: screen.binding) {
        $0.insertItems([item], at: index..<(index + 1), on: $1)
      }
    }
    return index
  }
}
