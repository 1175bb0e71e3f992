import MVPCore

/// A model of a server-side collection that a ``PresenterChecker`` sequence answers pages from:
/// its items in order, pages by offset and limit, deletions, and changes made by someone else
/// that the screen has not shown yet, which the checker draws as steps.
///
/// A presenter's closure makes one with ``CheckerServer/collection(_:row:newItem:)`` and answers
/// its stubs from it (here `Order.sample(_:)` makes an order from a number and `OrderRow` is the
/// list's row; `Examples/Books` has a complete one):
///
/// ```swift
/// let orders = server.collection((1...25).map(Order.sample), row: OrderRow.init) {
///   Order.sample(100 + $0)
/// }
/// server.answers(service.pages, from: orders) { query in
///   orders.page(offset: query.offset, limit: query.limit)  // read when the request arrives
/// }
/// server.answers(service.deletions) { id in orders.delete(id: id) }  // when answered
/// ```
///
/// Someone else's changes (``CheckerServer/collection(_:row:newItem:)``'s `newItem`, and
/// deletions) are steps the checker draws; the presenter's own writes change it through
/// ``delete(id:)`` and ``replace(_:)`` in their stubs' answers.
///
/// At rest the checker checks that the rows the view shows are the collection's items, as the
/// answers the screen should have kept tell them (<doc:CheckingAPresenterUnderRandomEvents>):
/// the items of the newest first page or refresh answered, then of the next pages asked after
/// it, without repeats, without the items the presenter's deletions removed and with its edits.
/// While nobody
/// else changed the server since that first page or refresh, that is exactly the server's items
/// now, as far as loaded.
///
/// Threading: main actor; a fresh one for each sequence.
@MainActor
public final class CheckerCollection<Item: Identifiable & Sendable> {
  /// The items on the server now, in order.
  public private(set) var items: [Item]

  private let describe: @MainActor (Item) -> String
  private let newItem: (@MainActor (Int) -> Item)?
  private weak var server: CheckerServer?
  private var made = 0
  private var served: [ServedPage<Item>] = []
  private var deleted: Set<Item.ID> = []
  /// The latest version of each item the presenter's writes changed.
  private var edited: [Item.ID: Item] = [:]
  /// When someone else changed the items, in server time.
  private var changes: [Int] = []

  init(
    _ items: [Item], describe: @escaping @MainActor (Item) -> String,
    newItem: (@MainActor (Int) -> Item)?, server: CheckerServer
  ) {
    self.items = items
    self.describe = describe
    self.newItem = newItem
    self.server = server
  }

  /// The page of the items now at `offset`, at most `limit` long, with their count as its total.
  ///
  /// Called from a stub's answer (registered with ``CheckerServer``'s `answers(_:from:…)`, which
  /// reads it when the request arrives), the collection remembers what it served to which call,
  /// for the check at rest.
  ///
  /// - Parameters:
  ///   - offset: The items to skip; below 0 counts as 0.
  ///   - limit: The most items to return; below 0 counts as 0.
  /// - Returns: The page, in server order.
  public func page(offset: Int, limit: Int) -> Page<Item> {
    let start = min(max(0, offset), items.count)
    let slice = Array(items[start..<min(items.count, start + max(0, limit))])
    if let server, let call = server.serving {
      served.append(ServedPage(call: call, time: server.tick(), offset: start, items: slice))
    }
    return Page(items: slice, offset: start, total: items.count)
  }

  /// Deletes the item with `id` (nothing happens when there is none): the server's side of a
  /// deletion the presenter asked for. Call it from the deletion stub's answer, which the checker
  /// gives only on success.
  ///
  /// - Parameter id: The item's identity.
  public func delete(id: Item.ID) {
    deleted.insert(id)
    items.removeAll { $0.id == id }
  }

  /// Replaces the item with `item`'s identity on the server (when it is still there): the
  /// server's side of an edit the presenter saved, which the rows shown must show. Call it from the saving stub's answer, which the checker
  /// gives only on success.
  ///
  /// - Parameter item: The item as saved.
  public func replace(_ item: Item) {
    // The screen shows what its save answered, even for an item someone else deleted meanwhile.
    edited[item.id] = item
    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
    items[index] = item
  }
}

extension CheckerCollection: ServerModel {
  var itemCount: Int { items.count }

  func changeBySomeoneElse(_ a: Int, _ b: Int) -> String? {
    if let newItem, b.isMultiple(of: 2) || items.isEmpty {
      made += 1
      let item = newItem(made)
      let index = a % (items.count + 1)
      items.insert(item, at: index)
      changes.append(server?.tick() ?? 0)
      return "someone else adds \(describe(item)) at \(index) on the server"
    }
    guard !items.isEmpty else { return nil }
    let item = items.remove(at: a % items.count)
    changes.append(server?.tick() ?? 0)
    return "someone else deletes \(describe(item)) on the server"
  }

  func settle(_ call: ServerCall, delivered: Bool) {
    for index in served.indices where served[index].call == call {
      served[index].outcome = delivered ? .delivered : .dropped
    }
  }

  func mismatch(shownRows rows: [String]) -> String? {
    let answered = served.filter { $0.outcome == .delivered }
    guard let reload = answered.last(where: { $0.offset == 0 }) else { return nil }
    var seen: Set<Item.ID> = []
    var kept: [Item] = []
    for page in [reload] + answered.filter({ $0.time > reload.time && $0.offset > 0 }) {
      for item in page.items where !deleted.contains(item.id) && seen.insert(item.id).inserted {
        kept.append(edited[item.id] ?? item)
      }
    }
    let changedSince = changes.contains { $0 > reload.time }
    let expected = (changedSince ? kept : Array(items.prefix(kept.count))).map(describe)
    guard rows != expected else { return nil }
    let first =
      zip(rows, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(rows.count, expected.count)
    let truth =
      changedSince
      ? "the server's items as those answers tell them (someone else changed the server since "
        + "that first page or refresh)"
      : "the server's items as far as loaded"
    return "shows \(rows.count) rows \(rows); as the answers it should keep tell them (the newest "
      + "first page or refresh answered, the next pages asked after it), \(truth) are "
      + "\(expected.count) rows \(expected) (they differ from row \(first))"
  }
}
