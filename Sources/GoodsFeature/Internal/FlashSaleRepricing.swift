import Foundation
import MVPClock
import MVPCore

/// Keeps a list's prices true while flash sales start and end: after each rendering of the rows
/// (``follow()``), it sleeps on the injected clock until the next moment after now at which a
/// shown product's flash sale starts or ends, then calls ``reprice()`` when a sale changed phase, so
/// that the rows are priced again (the flash-sale price and tag while the sale runs,
/// the regular ones before and after), and follows the new rows.
///
/// Like the countdown, it sleeps in its own ``tasks`` (a screen does not wait for it) and only
/// while the list shows: ``stop()`` when the view disappears or detaches, ``start()`` when it
/// appears (again), which prices the rows at once if a sale started or ended meanwhile. A device
/// clock set back or forward (``clockDidChange()``) prices them again at once when a shown sale
/// is in another phase than when they were priced: a sleep only ever notices time moving forward.
@MainActor
final class FlashSaleRepricing {
  /// The list whose rows it prices again (``reprice()``) and whose products it follows
  /// (``shownProducts()``); held weakly, with no closure to allocate.
  weak var list: PagedListLoader<Product, any GoodsListView>?
  /// Where the sleep runs, under ``GoodsListKeys/saleBoundary``.
  let tasks: TaskScope

  /// Prices again the rows of the shown products whose sale started or ended between `old` and
  /// `now`, each by its identity (the list's `replace(_:)` makes the row anew from its item).
  private func reprice(from old: Date, to now: Date) {
    guard let list else { return }
    for product in list.items where Self.changesPhase(product, from: old, to: now) {
      list.replace(product)
    }
  }

  private static func changesPhase(_ product: Product, from old: Date, to now: Date) -> Bool {
    product.flashSale.map { $0.phase(at: old) != $0.phase(at: now) } ?? false
  }

  /// The products shown, in order.
  private func shownProducts() -> [Product] { list?.items ?? [] }

  private let clock: AnyWallClock
  private var isFollowing = true
  /// When the rows were last priced, all of them: no shown sale has changed phase since.
  private var pricedAt: Date?
  /// Whether the next ``follow()`` must look for a sale that changed phase since ``pricedAt``
  /// whatever the plan says: after the list was hidden or the clock was changed.
  private var needsCheck = false
  /// The boundary the running sleep waits for.
  private var planned: Date?
  /// What the last search for the next boundary read: the rows' count and their first and last
  /// identities, and what it found.
  private var lastScan: Scan?

  private struct Scan {
    let count: Int
    let firstID: Int?
    let lastID: Int?
    let next: Date?
  }

  /// Creates a follower that sleeps on `clock` in `tasks`.
  ///
  /// - Parameters:
  ///   - clock: The clock the sales follow.
  ///   - tasks: Where the sleep runs.
  init(clock: AnyWallClock, tasks: TaskScope) {
    self.clock = clock
    self.tasks = tasks
  }

  /// Notes that rows were just shown and, while following, replaces the sleep in progress with
  /// one until the next start or end of a shown product's sale after now, or none when no sale is
  /// ahead.
  ///
  /// Rows shown in part (a page added, a row updated) are priced now and the others when they
  /// were: when a shown sale is in another phase now than when the rows were last priced (time
  /// passed while the list was hidden, the clock was changed, a sleep woke), all rows are priced
  /// again first.
  func follow() {
    let now = clock.now.date
    if let pricedAt, mayHaveChangedPhase(since: pricedAt, now: now),
      shownProducts().contains(where: { Self.changesPhase($0, from: pricedAt, to: now) })
    {
      self.pricedAt = now
      needsCheck = false
      reprice(from: pricedAt, to: now)  // updates those rows, which follows again from now
      return
    }
    pricedAt = now
    needsCheck = false
    guard isFollowing else { return }
    guard let next = nextBoundary(after: now, in: shownProducts()) else {
      planned = nil
      tasks.cancel(GoodsListKeys.saleBoundary)
      return
    }
    // A page more rarely moves the next boundary: keep the sleep that already waits for it.
    if next == planned, tasks.isRunning(GoodsListKeys.saleBoundary) { return }
    planned = next
    let clock = self.clock
    tasks.perform(
      GoodsListKeys.saleBoundary, owner: self,
      work: { try await clock.sleep(until: WallClock.Instant(next), tolerance: nil) },
      then: { repricing, result in
        guard case .success = result else { return }
        repricing.follow()
      })
  }

  /// Whether a shown sale may be in another phase at `now` than at `pricedAt`, without reading the
  /// rows: while following, only when the clock went back or reached the planned boundary (the
  /// next one after `pricedAt`), so that a further page costs no scan of all rows.
  private func mayHaveChangedPhase(since pricedAt: Date, now: Date) -> Bool {
    needsCheck || !isFollowing || now < pricedAt || planned.map { now >= $0 } ?? false
  }

  /// Stops following: the list no longer shows.
  func stop() {
    isFollowing = false
    planned = nil
    tasks.cancel(GoodsListKeys.saleBoundary)
  }

  /// Follows again as the list shows (again): prices the rows at once when a shown product's sale
  /// started or ended since they were priced (the clock may have moved while the list was hidden,
  /// or before the sleep's wake reached the main actor), else sleeps until the next such moment.
  func start() {
    isFollowing = true
    needsCheck = true
    follow()
  }

  /// The device clock was changed (the system's `NSSystemClockDidChange`): while following,
  /// prices the rows again when a shown sale is in another phase now than when they were priced,
  /// and waits for the next start or end after the new now.
  func clockDidChange() {
    lastScan = nil
    planned = nil
    needsCheck = true
    guard isFollowing else { return }
    follow()
  }

  /// The first start or end of a sale after `now` among `products`. A list that only grew since
  /// the last call (a further page) is read from where that call stopped, so a long list costs a
  /// page's worth, not all its rows.
  private func nextBoundary(after now: Date, in products: [Product]) -> Date? {
    var next: Date?
    var start = 0
    if let last = lastScan, last.count > 0, products.count >= last.count,
      products[0].id == last.firstID, products[last.count - 1].id == last.lastID,
      last.next.map({ $0 > now }) ?? true
    {
      start = last.count
      next = last.next
    }
    // By index, reading only each row's sale, not copying whole products.
    for index in products.indices.dropFirst(start) {
      guard let sale = products[index].flashSale else { continue }
      let limit = next ?? .distantFuture
      if sale.start > now, sale.start < limit {
        next = sale.start
      } else if sale.end > now, sale.end < limit {
        next = sale.end
      }
    }
    lastScan = Scan(
      count: products.count, firstID: products.first?.id, lastID: products.last?.id, next: next)
    return next
  }

}
