/// Offset/limit paging rules shared by every paginated list: first page, next page, refresh.
///
/// A value type with no I/O: the presenter asks it for a ``PageRequest``, performs it, and hands
/// back the answer. The rules it enforces:
/// - at most one request in flight per kind; a first page or refresh while either is in flight is
///   refused, and so is a next page while any request is in flight or nothing more is left;
/// - a first page or refresh supersedes an in-flight next page; the late answer to a superseded
///   request is discarded;
/// - ``hasMore`` is `offset + received < total` of the last answer, never "the page came back
///   full", so a last page that exactly fills `total` ends paging without an extra request;
/// - an item already shown is not shown again when a later page repeats it (matched by `id`);
/// - an item the service could not decode (``Page/skippedCount``) counts toward the offset like
///   any other, so paging neither repeats nor loses items (a feature that tells the user about
///   them gathers them from the pages, e.g. DummyJSON's `SkippedItems`);
/// - an item removed by the client (``remove(id:)``, after the server confirmed a delete) is never
///   shown again, even when a server that does not persist deletes, or answered from an older
///   snapshot, still lists it;
/// - the offset of the next page counts the server's items before it, so a removal moves it (and
///   ``total``, so ``hasMore`` stays as it was) back by one when the item lies within what was
///   received: a shown item always; an item not shown only when an answer since the last reload
///   left items out (a filter's ``Page/omittedCount``, ``Page/skippedCount``), since it may be
///   one of them. Otherwise the item lies beyond what was received, or is not in the list, and the
///   offset stays. An item the client inserted never counted; removing an item twice counts once;
/// - a removal confirmed while a request is in flight may or may not be reflected in its answer:
///   an answer that still lists the item, or left out items it may be among, predates it, so the
///   follow-up offset and the total move back past it (an overlap, if the answer did not predate
///   it, is absorbed by de-duplication); an answer that does not list it already reflects it, or
///   the item lies beyond the page, and its offsets are taken as they are;
/// - a removal that moves the offset back while a next page is in flight supersedes that request:
///   an answer computed after the delete would start one item late, so an item would be skipped
///   for good. ``inFlight(_:)`` then answers `nil` for `.next`: begin it again, from the corrected
///   offset;
/// - an item the client saved (``replace(_:)``, or `insert(_:at:keepingAcrossReloads:)`) while a
///   request is in flight is shown as saved when that request's answer lists it, shown yet or
///   not: the answer may predate the save. Requests begun after the save are the truth;
/// - a page that adds no new item and does not move the offset (a server that ignores `skip`)
///   ends paging, as does an empty page; no answer (absurd totals, negative or huge `skip`) can
///   make paging loop or trap;
/// - an item inserted by the client (`insert(_:at:keepingAcrossReloads:)`, for example one added
///   on another screen) is shown at once and does not count toward the offset; when a page
///   answers it, it is the server's item from then on (shown once, where it is). A reload whose
///   answer lacks it shows it again at its end only when it was inserted
///   `keepingAcrossReloads`, or while that reload was in flight (the answer cannot know of it);
///   otherwise the reload's answer is the truth and the item goes;
/// - a list that arrives whole (``replaceAll(with:whole:)``) keeps that list, before any filter,
///   as ``wholeList``, and the client's insertions, removals and replacements change it as they
///   change the rows (a hidden item included), so that filtering it again keeps them; a page's
///   answer ends it.
///
/// Threading: a value; keep it in one isolation domain (the presenter's main actor).
package struct PagingState<Item: Identifiable> {
  /// The most items asked for per page, 1 or more.
  package let pageSize: Int

  // Empty collections made with `init()`, not literals: in generic code a literal looks up its
  // element's metadata each time a state is made.
  /// The items received so far, de-duplicated by `id`, in server order.
  package private(set) var items = [Item]()

  /// The collection's total from the last accepted answer; `nil` before the first one.
  package private(set) var total: Int?

  /// The identities of ``items``, kept in step with it so that a page costs O(page), not O(all).
  private(set) var shownIDs = Set<Item.ID>()
  /// Items the client removed; later pages skip them.
  package private(set) var removedIDs = Set<Item.ID>()
  /// The last whole list (``replaceAll(with:whole:)``) before any filter, with the client's
  /// changes since (``insert(_:at:keepingAcrossReloads:)``, ``remove(id:)``, ``replace(_:)``);
  /// `nil` before one, and once a page's answer replaced or extended the rows.
  package private(set) var wholeList: [Item]?
  private var nextOffset = 0
  private var exhausted = false
  private var reload: PageRequest?
  private var next: PageRequest?
  /// What the client removed and saved while the request in flight ran (at most one is: a
  /// reload supersedes a next page, and a next page waits for the reload).
  private var changesInFlight = InFlightChanges<Item>()
  /// How many items the answers accepted since the last reload left out (omitted by a filter,
  /// not decodable): an item not shown may be among them, before the offset of the next page.
  private var leftOutCount = 0
  private var generation = 0
  /// Items the client inserted that no page has answered yet, with where they go and whether
  /// they outlive a reload whose answer lacks them.
  private var localItems = [LocalItem]()
  /// The limit of the first page while a restored list loads its rows back in one request
  /// (`PagedListLoader+Restoration.swift`), in place of ``pageSize``; `nil` once a first page or
  /// refresh was answered, a first page failed, or the list was replaced whole.
  package var firstLimit: Int?

  fileprivate struct LocalItem {
    var item: Item
    let end: InsertionPoint
    /// Kept across every reload, not only the one in flight when it was inserted.
    let keepsAcrossReloads: Bool
    /// Inserted while a reload was in flight: that reload's answer keeps it.
    var insertedDuringReload: Bool
  }

  /// Creates an empty state.
  ///
  /// - Parameter pageSize: The most items per page; values below 1 are raised to 1.
  package init(pageSize: Int) {
    self.pageSize = max(1, pageSize)
  }

  /// Whether an answer to a first page or refresh has been accepted.
  package var isLoaded: Bool {
    total != nil
  }

  /// Whether the server has items beyond those received: `offset + received < total` of the last
  /// answer. `false` before the first answer.
  package var hasMore: Bool {
    guard let total, !exhausted else { return false }
    return nextOffset < total
  }

  /// How many rows the list will have once every page is loaded, as far as the last answer
  /// tells: the rows shown plus the items the server has beyond those received; `nil` before
  /// the first answer.
  package var expectedCount: Int? {
    guard let total else { return nil }
    return items.count + (hasMore ? max(0, total - offsetOfNextPage) : 0)
  }

  /// The offset the next page will be asked from: the server-side count of items received,
  /// less the items removed since.
  package var offsetOfNextPage: Int {
    nextOffset
  }

  /// The request of `kind` currently in flight, if any.
  ///
  /// - Parameter kind: The kind to look up; `.first` and `.refresh` share one slot.
  /// - Returns: The in-flight request, or `nil`.
  package func inFlight(_ kind: PageRequest.Kind) -> PageRequest? {
    switch kind {
    case .first, .refresh: reload?.kind == kind ? reload : nil
    case .next: next
    }
  }

  /// Whether any request is in flight.
  package var isLoading: Bool {
    reload != nil || next != nil
  }

  /// Starts a request of `kind` if the rules allow it.
  ///
  /// - Parameter kind: `.first` or `.refresh` reload from offset 0 and supersede an in-flight next
  ///   page; `.next` continues after the last item received.
  /// - Returns: The request to perform, or `nil` when refused: a first page or refresh while one
  ///   is in flight; a next page while any request is in flight, before the first answer, or when
  ///   ``hasMore`` is `false`.
  package mutating func begin(_ kind: PageRequest.Kind) -> PageRequest? {
    switch kind {
    case .first, .refresh:
      guard reload == nil else { return nil }
      next = nil
      changesInFlight = InFlightChanges()
      for index in localItems.indices { localItems[index].insertedDuringReload = false }
      reload = makeRequest(kind, offset: 0, limit: kind == .first ? firstLimit : nil)
      return reload
    case .next:
      guard reload == nil, next == nil, hasMore else { return nil }
      changesInFlight = InFlightChanges()
      next = makeRequest(.next, offset: nextOffset)
      return next
    }
  }

  /// Accepts the answer to `request`.
  ///
  /// - Parameters:
  ///   - request: The request as returned by ``begin(_:)``.
  ///   - page: The server's answer.
  /// - Returns: How ``items`` changed, or `nil` when `request` was superseded or already answered
  ///   (the answer is discarded and nothing changes).
  package mutating func complete(_ request: PageRequest, with page: Page<Item>) -> PageUpdate? {
    switch request.kind {
    case .first, .refresh:
      guard reload == request else { return nil }
      reload = nil
      wholeList = nil
      firstLimit = nil
      items = []
      shownIDs = []
      nextOffset = 0
      leftOutCount = 0
      exhausted = false
      append(page)
      changesInFlight = InFlightChanges()
      restoreLocalItems()
      return .reloaded
    case .next:
      guard next == request else { return nil }
      next = nil
      wholeList = nil
      let start = items.count
      append(page)
      changesInFlight = InFlightChanges()
      return .appended(start..<items.count)
    }
  }

  /// Records that `request` failed.
  ///
  /// - Parameter request: The request as returned by ``begin(_:)``.
  /// - Returns: `true` when `request` was current (show the error); `false` when it was
  ///   superseded (ignore the error).
  package mutating func fail(_ request: PageRequest) -> Bool {
    switch request.kind {
    case .first, .refresh:
      guard reload == request else { return false }
      reload = nil
      firstLimit = nil
    case .next:
      guard next == request else { return false }
      next = nil
    }
    changesInFlight = InFlightChanges()
    return true
  }

  /// Abandons every in-flight request, for example when the view detaches; their answers will be
  /// discarded.
  package mutating func cancelAll() {
    reload = nil
    next = nil
    changesInFlight = InFlightChanges()
  }

  /// The index of the item with `id`, if it is shown.
  ///
  /// - Parameter id: The item's identity.
  /// - Returns: Its index in ``items``, or `nil`.
  package func index(of id: Item.ID) -> Int? {
    guard shownIDs.contains(id) else { return nil }
    return items.firstIndex { $0.id == id }
  }

  /// Removes the item with `id` after the server confirmed its deletion, and remembers it so that
  /// no later page shows it again; the offset of the next page stays on the server's items.
  ///
  /// The server's items after a deleted one move up by one, so the offset of the next page moves
  /// back by one (and the total with it) when the item lies within what was received: always for
  /// a shown item; for one not shown, only when the answers received left items out (a filter,
  /// items that could not be decoded), since it may be among them. Otherwise it lies beyond what
  /// was received, or is not in the list, and the offset stays. An item the client inserted never
  /// counted; a second removal of an item changes nothing.
  ///
  /// A request in flight may be answered before or after the delete; its answer is read
  /// accordingly (see the rules of ``PagingState``). When the item lies, or may lie, before the
  /// offset of a next page in flight, that request is superseded: an answer computed after the
  /// delete would start one item late and skip one. ``inFlight(_:)`` is then `nil` for `.next`:
  /// begin it again, from the corrected offset.
  ///
  /// - Parameter id: The deleted item's identity.
  /// - Returns: The index it had in ``items``, or `nil` when it was not shown.
  @discardableResult
  package mutating func remove(id: Item.ID) -> Int? {
    wholeList?.removeAll { $0.id == id }
    guard removedIDs.insert(id).inserted else { return nil }
    // An answer in flight that lists the item counts it, whoever added it.
    if isLoading { changesInFlight.recordRemoval(of: id) }
    let wasLocal = isLocal(id)
    localItems.removeAll { $0.item.id == id }
    let index = index(of: id)
    if let index {
      items.remove(at: index)
      shownIDs.remove(id)
    }
    // An item no page answered never counted toward the offset or the total.
    if wasLocal { return index }
    let liesBeforeOffset = index != nil || (leftOutCount > 0 && nextOffset > 0)
    guard liesBeforeOffset else { return index }
    nextOffset = max(0, nextOffset - 1)
    total = total.map { max(0, $0 - 1) }
    if next != nil {
      next = nil
      changesInFlight = InFlightChanges()
    }
    return index
  }

  /// Inserts an item the client has (added on another screen, created locally) at `end` of the
  /// rows, or replaces the shown item with its `id`. It does not count toward the paging offset.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - end: `.front` (before every row) or `.end` (after the rows loaded).
  ///   - keepingAcrossReloads: Whether a reload whose answer lacks the item shows it again (a
  ///     server that lists new items late); `false` makes the next reload's answer the truth,
  ///     except for a reload already in flight, whose answer cannot know of the item.
  /// - Returns: Where the item is now, and whether it was inserted or replaced a shown item.
  package mutating func insert(
    _ item: Item, at end: InsertionPoint, keepingAcrossReloads: Bool = false
  ) -> (index: Int, inserted: Bool) {
    if let index = replace(item) { return (index, false) }
    if wholeList?.contains(where: { $0.id == item.id }) == false {
      if end == .front { wholeList?.insert(item, at: 0) } else { wholeList?.append(item) }
    }
    removedIDs.remove(item.id)
    if isLoading { changesInFlight.recordEdit(item) }
    localItems.removeAll { $0.item.id == item.id }
    localItems.append(
      LocalItem(
        item: item, end: end, keepsAcrossReloads: keepingAcrossReloads,
        insertedDuringReload: reload != nil))
    return (place(item, at: end), true)
  }

  /// Puts `item`, not shown, at `end` of ``items``; returns its index.
  private mutating func place(_ item: Item, at end: InsertionPoint) -> Int {
    shownIDs.insert(item.id)
    switch end {
    case .front:
      items.insert(item, at: 0)
      return 0
    case .end:
      items.append(item)
      return items.count - 1
    }
  }

  /// After a reload's answer: the client's items the answer lacks are shown again when kept;
  /// the others are forgotten.
  private mutating func restoreLocalItems() {
    localItems.removeAll { !$0.keepsAcrossReloads && !$0.insertedDuringReload }
    // In insertion order, so the latest item inserted at the front is the first row again.
    for local in localItems where !shownIDs.contains(local.item.id) {
      _ = place(local.item, at: local.end)
    }
    for index in localItems.indices { localItems[index].insertedDuringReload = false }
  }

  /// Whether `id` is an item the client inserted that no page has answered.
  private func isLocal(_ id: Item.ID) -> Bool {
    localItems.contains { $0.item.id == id }
  }

  /// Replaces the shown item that has `item`'s `id`, after the client saved it.
  ///
  /// While a request is in flight, its answer shows `item` instead of its own copy, even when the
  /// item is not shown yet: the answer may predate the save. A removed item stays removed.
  ///
  /// - Parameter item: The updated item.
  /// - Returns: Its index in ``items``, or `nil` when no item with that `id` is shown.
  @discardableResult
  package mutating func replace(_ item: Item) -> Int? {
    if isLoading, !removedIDs.contains(item.id) { changesInFlight.recordEdit(item) }
    if let kept = wholeList?.firstIndex(where: { $0.id == item.id }) { wholeList?[kept] = item }
    guard let index = index(of: item.id) else { return nil }
    items[index] = item
    if let local = localItems.firstIndex(where: { $0.item.id == item.id }) {
      localItems[local].item = item
    }
    return index
  }

  /// Makes `difference.items` the rows of a list that arrives whole: requests in flight are
  /// abandoned, as by ``cancelAll()``; the client's inserted items are forgotten, and an item
  /// removed before that the list has is shown. The list is then loaded, with nothing more to
  /// page: ``total`` and the offset of the next page are its count.
  ///
  /// - Parameters:
  ///   - difference: The changes from ``items`` (and ``shownIDs``) to the rows.
  ///   - whole: The whole list the rows were filtered from (the rows themselves when no filter
  ///     applies), kept as ``wholeList``.
  mutating func replaceAll(with difference: ListDifference<Item>, whole: [Item]) {
    cancelAll()
    wholeList = whole
    firstLimit = nil
    for index in difference.removals { shownIDs.remove(items[index].id) }
    if !difference.isEmpty { items = difference.items }
    for run in difference.insertions {
      for index in run {
        let id = items[index].id
        shownIDs.insert(id)
        if !removedIDs.isEmpty { removedIDs.remove(id) }
      }
    }
    localItems.removeAll()
    leftOutCount = 0
    exhausted = false
    nextOffset = items.count
    total = items.count
  }

  private mutating func append(_ page: Page<Item>) {
    let countBefore = items.count
    for item in page.items where !removedIDs.contains(item.id) {
      if shownIDs.insert(item.id).inserted { items.append(changesInFlight.latest(item)) }
    }
    if !localItems.isEmpty {
      // A page that answers a client's item makes it the server's: shown once, where it is.
      let answered = Set(page.items.map(\.id))
      localItems.removeAll { answered.contains($0.item.id) }
    }
    // Saturate: a hostile or buggy `skip` near Int.max must not trap. Items that could not be
    // decoded, or that a filter omitted, were answered all the same: they count.
    let answeredItems = page.answeredCount
    let (sum, overflow) = max(0, page.offset).addingReportingOverflow(answeredItems)
    let answered = overflow ? Int.max : sum
    let (leftOut, leftOutOverflow) = leftOutCount.addingReportingOverflow(
      page.skippedCount + page.omittedCount)
    leftOutCount = leftOutOverflow ? Int.max : leftOut
    // Removals the answer predates (it lists the item, or may among those it left out) moved the
    // server's later items up: its offset and total count them, so both move back past them. The
    // others are reflected in it already, or lie beyond it.
    let removals = changesInFlight.removalsPredating(page)
    let received = max(0, answered - removals)
    let advanced = received > nextOffset
    nextOffset = max(nextOffset, received)
    // An empty page, or one that neither adds an item nor moves the offset (a server that
    // ignores `skip`), cannot advance: it ends paging so that it is never asked for again. A
    // page whose lack of progress the client's own removals explain is asked for again: those
    // removals are finite, so this cannot loop.
    if answeredItems == 0 || (!advanced && items.count == countBefore && removals == 0) {
      exhausted = true
    }
    let serverTotal = max(0, max(0, page.total) - removals)
    total = answeredItems == 0 ? min(serverTotal, nextOffset) : serverTotal
  }

  private mutating func makeRequest(
    _ kind: PageRequest.Kind, offset: Int, limit: Int? = nil
  ) -> PageRequest {
    generation += 1
    return PageRequest(
      kind: kind, offset: offset, limit: limit ?? pageSize, generation: generation)
  }
}

extension PagingState: Sendable where Item: Sendable, Item.ID: Sendable {}
extension PagingState.LocalItem: Sendable where Item: Sendable {}
