import GoodsFeature
import MVPCore

/// The server model of the goods list random sequences: an ordered catalogue of plain products
/// (``GoodsSamples/product(_:)``) and how the server answers page requests.
struct FakeCatalogue {
  /// The product ids, in server order.
  let ids: [Int]

  /// How pages are answered now.
  var mode = CatalogueMode.normal

  /// A catalogue of products `1...count`.
  init(count: Int) {
    ids = Array(1...count)
  }

  /// The server's answer to a page request, computed when it is answered.
  func page(offset: Int, limit: Int) -> Page<Product> {
    switch mode {
    case .normal:
      let start = min(max(0, offset), ids.count)
      let end = min(start + limit, ids.count)
      return Page(items: GoodsSamples.products(ids[start..<end]), offset: offset, total: ids.count)
    case .ignoresSkip:
      let end = min(limit, ids.count)
      return Page(items: GoodsSamples.products(ids[0..<end]), offset: 0, total: ids.count)
    case .empty:
      return Page(items: [], offset: offset, total: 0)
    }
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
