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
/// - an item already shown is not shown again when a later page repeats it (matched by `id`).
///
/// Threading: a value; keep it in one isolation domain (the presenter's main actor).
public struct PagingState<Item: Identifiable> {
  /// The most items asked for per page, 1 or more.
  public let pageSize: Int

  /// The items received so far, de-duplicated by `id`, in server order.
  public private(set) var items: [Item] = []

  /// The collection's total from the last accepted answer; `nil` before the first one.
  public private(set) var total: Int?

  private var nextOffset = 0
  private var reload: PageRequest?
  private var next: PageRequest?
  private var generation = 0

  /// Creates an empty state.
  ///
  /// - Parameter pageSize: The most items per page; values below 1 are raised to 1.
  public init(pageSize: Int) {
    self.pageSize = max(1, pageSize)
  }

  /// Whether an answer to a first page or refresh has been accepted.
  public var isLoaded: Bool {
    total != nil
  }

  /// Whether the server has items beyond those received: `offset + received < total` of the last
  /// answer. `false` before the first answer.
  public var hasMore: Bool {
    guard let total else { return false }
    return nextOffset < total
  }

  /// The request of `kind` currently in flight, if any.
  ///
  /// - Parameter kind: The kind to look up; `.first` and `.refresh` share one slot.
  /// - Returns: The in-flight request, or `nil`.
  public func inFlight(_ kind: PageRequest.Kind) -> PageRequest? {
    switch kind {
    case .first, .refresh: reload?.kind == kind ? reload : nil
    case .next: next
    }
  }

  /// Whether any request is in flight.
  public var isLoading: Bool {
    reload != nil || next != nil
  }

  /// Starts a request of `kind` if the rules allow it.
  ///
  /// - Parameter kind: `.first` or `.refresh` reload from offset 0 and supersede an in-flight next
  ///   page; `.next` continues after the last item received.
  /// - Returns: The request to perform, or `nil` when refused: a first page or refresh while one
  ///   is in flight; a next page while any request is in flight, before the first answer, or when
  ///   ``hasMore`` is `false`.
  public mutating func begin(_ kind: PageRequest.Kind) -> PageRequest? {
    switch kind {
    case .first, .refresh:
      guard reload == nil else { return nil }
      next = nil
      reload = makeRequest(kind, offset: 0)
      return reload
    case .next:
      guard reload == nil, next == nil, hasMore else { return nil }
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
  public mutating func complete(_ request: PageRequest, with page: Page<Item>) -> PageUpdate? {
    switch request.kind {
    case .first, .refresh:
      guard reload == request else { return nil }
      reload = nil
      items = []
      nextOffset = 0
      append(page)
      return .reloaded
    case .next:
      guard next == request else { return nil }
      next = nil
      let start = items.count
      append(page)
      return .appended(start..<items.count)
    }
  }

  /// Records that `request` failed.
  ///
  /// - Parameter request: The request as returned by ``begin(_:)``.
  /// - Returns: `true` when `request` was current (show the error); `false` when it was
  ///   superseded (ignore the error).
  public mutating func fail(_ request: PageRequest) -> Bool {
    switch request.kind {
    case .first, .refresh:
      guard reload == request else { return false }
      reload = nil
    case .next:
      guard next == request else { return false }
      next = nil
    }
    return true
  }

  /// Abandons every in-flight request, for example when the view detaches; their answers will be
  /// discarded.
  public mutating func cancelAll() {
    reload = nil
    next = nil
  }

  /// The index of the item with `id`, if it is shown.
  ///
  /// - Parameter id: The item's identity.
  /// - Returns: Its index in ``items``, or `nil`.
  public func index(of id: Item.ID) -> Int? {
    items.firstIndex { $0.id == id }
  }

  /// Removes the item with `id` after the server confirmed its deletion, shifting later offsets
  /// by one so that the next page does not skip an item.
  ///
  /// - Parameter id: The deleted item's identity.
  /// - Returns: The index it had in ``items``, or `nil` when it was not shown (nothing changes).
  @discardableResult
  public mutating func remove(id: Item.ID) -> Int? {
    guard let index = index(of: id) else { return nil }
    items.remove(at: index)
    nextOffset = max(0, nextOffset - 1)
    total = total.map { max(0, $0 - 1) }
    return index
  }

  /// Replaces the shown item that has `item`'s `id`.
  ///
  /// - Parameter item: The updated item.
  /// - Returns: Its index in ``items``, or `nil` when no item with that `id` is shown.
  @discardableResult
  public mutating func replace(_ item: Item) -> Int? {
    guard let index = index(of: item.id) else { return nil }
    items[index] = item
    return index
  }

  private mutating func append(_ page: Page<Item>) {
    var seen = Set(items.map(\.id))
    for item in page.items where seen.insert(item.id).inserted {
      items.append(item)
    }
    // Saturate: a hostile or buggy `skip` near Int.max must not trap.
    let (sum, overflow) = max(0, page.offset).addingReportingOverflow(page.items.count)
    let received = overflow ? Int.max : sum
    nextOffset = max(nextOffset, received)
    // An empty page cannot advance; treat it as the end so paging never loops on it.
    total = page.items.isEmpty ? min(max(0, page.total), nextOffset) : max(0, page.total)
  }

  private mutating func makeRequest(_ kind: PageRequest.Kind, offset: Int) -> PageRequest {
    generation += 1
    return PageRequest(kind: kind, offset: offset, limit: pageSize, generation: generation)
  }
}

extension PagingState: Sendable where Item: Sendable, Item.ID: Sendable {}
