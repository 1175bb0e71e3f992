import GoodsFeature
import MVPCore
import MVPNetworking

/// The server model of the goods list random sequences: an ordered catalogue of plain products
/// (``GoodsSamples/product(_:)``) and how the server answers page requests.
struct FakeCatalogue {
  /// The product ids, in server order.
  let ids: [Int]

  /// How pages are answered now.
  var mode = CatalogueMode.normal {
    didSet { recordsBroken = recordsBroken || mode == .brokenRecords }
  }

  /// Whether products whose id is a multiple of 3 come as skipped items.
  private(set) var recordsBroken = false

  /// A catalogue of products `1...count`.
  init(count: Int) {
    ids = Array(1...count)
  }

  /// The server's answer to a page request, computed when it is answered.
  func page(offset: Int, limit: Int) -> Page<Product> {
    switch mode {
    case .normal, .brokenRecords:
      let start = min(max(0, offset), ids.count)
      return answer(ids[start..<min(start + limit, ids.count)], offset: offset)
    case .ignoresSkip:
      return answer(ids[0..<min(limit, ids.count)], offset: 0)
    case .empty:
      return Page(items: [], offset: offset, total: 0)
    }
  }

  /// The page of `answered` at `offset`, with the broken records skipped.
  private func answer(_ answered: ArraySlice<Int>, offset: Int) -> Page<Product> {
    let isBroken = { (id: Int) in recordsBroken && id % 3 == 0 }
    let skipped = answered.enumerated().filter { isBroken($0.element) }.map { index, id in
      ItemDecodingFailure(
        index: index, id: String(id), path: "products[\(index)].stock", reason: "missing")
    }
    return Page(
      items: GoodsSamples.products(answered.filter { !isBroken($0) }), offset: offset,
      total: ids.count, skippedItems: skipped)
  }

  /// Whether `shown` could have come from this catalogue: unique, in server order, no more than
  /// it holds. One line per violation.
  func violations(shown: [Int]) -> [String] {
    var lines: [String] = []
    if Set(shown).count != shown.count { lines.append("rows are not unique: \(shown)") }
    if shown.count > ids.count { lines.append("\(shown.count) rows for \(ids.count) products") }
    let positions = shown.map { ids.firstIndex(of: $0) }
    if positions.contains(nil) { lines.append("a row the server does not have: \(shown)") }
    let known = positions.compactMap { $0 }
    if known != known.sorted() { lines.append("rows are not in server order: \(shown)") }
    return lines
  }
}
