import MVPCore
import MVPTestSupport

/// The orders service, as stubs: pages of orders (a read), deleting one and placing the basket
/// (writes).
struct OrdersService: Sendable {
  /// A page's offset and limit.
  struct PageQuery: Equatable, Sendable, CustomStringConvertible {
    let offset: Int
    let limit: Int

    var description: String { "offset \(offset), limit \(limit)" }
  }

  let pages = AsyncStub<PageQuery, Page<Order>>()
  let deletions = AsyncStub<Int, Void>()
  let placements = AsyncStub<[String], Void>()
}
